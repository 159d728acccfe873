import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { RouteLoadError } from '@/components/route-load-error'
import { useLogout } from '@/hooks/use-logout'
import { m } from '@/paraglide/messages.js'
import { profileQueries } from '../api/get-profile'
import { isSessionExpired, profileErrorText } from '../api/profile-error'
import { ProfileBookings } from './profile-bookings'
import { ProfileDetails } from './profile-details'
import { SessionExpiredNotice } from './session-expired-notice'
import './profile.css'

function ProfilePage({ children }: { children: ReactNode }) {
  const logout = useLogout()
  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <PageHeader title={m.profile_title()} titleId="profile-title">
        <button type="button" className="button button--secondary" onClick={logout}>
          {m.profile_logout()}
        </button>
      </PageHeader>
      {children}
    </section>
  )
}

export function ProfileScreen() {
  const profile = useSuspenseQuery(profileQueries.detail())
  return (
    <ProfilePage>
      {/* A 401 on refreshing a profile already shown: it goes, the session ends 1.5 s later. */}
      {profile.isError && isSessionExpired(profile.error) ? (
        <SessionExpiredNotice />
      ) : (
        <>
          <OfflineNotice savedAt={profile.dataUpdatedAt} />
          <ProfileDetails profile={profile.data} />
          <ProfileBookings bookings={profile.data.bookings} />
        </>
      )}
    </ProfilePage>
  )
}

/** While the route loads: the title is already in place, so nothing moves when data arrives. */
export function ProfilePending() {
  return (
    <ProfilePage>
      <LoadingState text={m.profile_loading()} />
    </ProfilePage>
  )
}

/** The profile could not be loaded, and none was saved (docs/product.md#profile). */
export function ProfileLoadError({ error }: ErrorComponentProps) {
  return (
    <ProfilePage>
      {isSessionExpired(error) ? (
        <SessionExpiredNotice />
      ) : (
        <RouteLoadError error={error} text={profileErrorText(error)} />
      )}
    </ProfilePage>
  )
}
