import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { StatusCard } from '@/components/status-card'
import { useLogout } from '@/hooks/use-logout'
import { useHasToken } from '@/hooks/use-has-token'
import { m } from '@/paraglide/messages.js'
import { profileQueries } from '../api/get-profile'
import { isSessionExpired, profileErrorText } from '../api/profile-error'
import { ProfileBookings } from './profile-bookings'
import { ProfileDetails } from './profile-details'
import { SessionExpiredNotice } from './session-expired-notice'
import './profile.css'
import { useLanguage } from '@/hooks/use-language'

function ProfileContent() {
  const hasToken = useHasToken()
  // Not retried on mount: an error the route loader already met is shown, not asked again.
  const profile = useQuery({ ...profileQueries.detail(), enabled: hasToken, retryOnMount: false })

  if (!hasToken) {
    return (
      <StatusCard text={m.profile_signed_out()}>
        <Link to="/login" className="button">
          {m.profile_log_in()}
        </Link>
      </StatusCard>
    )
  }
  if (profile.isError && isSessionExpired(profile.error)) return <SessionExpiredNotice />
  // Data first: a failed background refetch does not hide a profile already shown.
  if (profile.data) {
    return (
      <>
        <OfflineNotice savedAt={profile.dataUpdatedAt} />
        <ProfileDetails profile={profile.data} />
        <ProfileBookings bookings={profile.data.bookings} />
      </>
    )
  }
  if (profile.isError) {
    return (
      <ErrorState text={profileErrorText(profile.error)} onRetry={() => void profile.refetch()} />
    )
  }
  return <LoadingState text={m.profile_loading()} />
}

function ProfilePage({ children }: { children: ReactNode }) {
  const hasToken = useHasToken()
  const logout = useLogout()
  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <PageHeader title={m.profile_title()} titleId="profile-title">
        {hasToken ? (
          <button type="button" className="button button--secondary" onClick={logout}>
            {m.profile_logout()}
          </button>
        ) : null}
      </PageHeader>
      {children}
    </section>
  )
}

export function ProfileScreen() {
  useLanguage()
  return (
    <ProfilePage>
      <ProfileContent />
    </ProfilePage>
  )
}

/** While the route loads: the title is already in place, so nothing moves when data arrives. */
export function ProfilePending() {
  useLanguage()
  return (
    <ProfilePage>
      <LoadingState text={m.profile_loading()} />
    </ProfilePage>
  )
}
