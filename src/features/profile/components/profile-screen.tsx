import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { LoadingState } from '@/components/loading-state'
import { PageHeader } from '@/components/page-header'
import { QueryView } from '@/components/query-view'
import { useLogout } from '@/hooks/use-logout'
import { m } from '@/paraglide/messages.js'
import { profileQueries } from '../api/get-profile'
import { isSessionExpired, profileErrorText } from '../api/profile-error'
import { ProfileBookings } from './profile-bookings'
import { ProfileDetails } from './profile-details'
import { SessionExpiredNotice } from './session-expired-notice'
import './profile.css'

function ProfileContent() {
  // Not retried on mount: an error the route loader already met is shown, not asked again.
  const profile = useQuery({ ...profileQueries.detail(), retryOnMount: false })
  if (profile.isError && isSessionExpired(profile.error)) return <SessionExpiredNotice />
  return (
    <QueryView query={profile} loadingText={m.profile_loading()} errorText={profileErrorText}>
      {(data) => (
        <>
          <ProfileDetails profile={data} />
          <ProfileBookings bookings={data.bookings} />
        </>
      )}
    </QueryView>
  )
}

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
  return (
    <ProfilePage>
      <ProfileContent />
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
