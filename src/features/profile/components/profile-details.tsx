import type { Profile } from '../api/profile-schema'
import { ProfilePicture } from './profile-picture'

export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <div className="card profile-card">
      <ProfilePicture username={profile.username} picture={profile.profilePicture} />
      <dl className="facts profile-card__facts">
        <div>
          <dt>Username</dt>
          <dd>{profile.username ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>ID</dt>
          <dd>{profile.id ?? 'Not set'}</dd>
        </div>
      </dl>
    </div>
  )
}
