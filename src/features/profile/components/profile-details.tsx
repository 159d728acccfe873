import { FactsList } from '@/components/facts-list'
import type { Profile } from '../api/profile-schema'
import { ProfilePicture } from './profile-picture'

export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <div className="card profile-card">
      <ProfilePicture username={profile.username} picture={profile.profilePicture} />
      <FactsList
        className="profile-card__facts"
        facts={[
          { term: 'Username', value: profile.username ?? 'Not set' },
          { term: 'Email', value: profile.email ?? 'Not set' },
          { term: 'ID', value: profile.id ?? 'Not set' },
        ]}
      />
    </div>
  )
}
