import { FactsList } from '@/components/facts-list'
import { m } from '@/paraglide/messages.js'
import type { Profile } from '../api/profile-schema'
import { ProfilePicture } from './profile-picture'

export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <div className="card profile-card">
      <ProfilePicture username={profile.username} picture={profile.profilePicture} />
      <FactsList
        className="profile-card__facts"
        facts={[
          { term: m.profile_username(), value: profile.username ?? m.profile_not_set() },
          { term: m.profile_email(), value: profile.email ?? m.profile_not_set() },
          { term: m.profile_id(), value: profile.id ?? m.profile_not_set() },
        ]}
      />
    </div>
  )
}
