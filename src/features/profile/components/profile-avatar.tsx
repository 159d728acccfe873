import { useState } from 'react'
import { resolveApiAssetUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages.js'

interface ProfileAvatarProps {
  username: string | null
  picture: string | null
}

/** The picture (docs/product.md#profile), else the username's first letter, else '?'. */
export function ProfileAvatar({ username, picture }: ProfileAvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  const src = resolveApiAssetUrl(picture)
  if (src && src !== brokenSrc) {
    return (
      <img
        className="profile-avatar"
        src={src}
        alt={m.profile_picture_alt()}
        width={120}
        height={120}
        onError={() => setBrokenSrc(src)}
      />
    )
  }
  const initial = username ? (Array.from(username)[0] ?? '?') : '?'
  return (
    <span className="profile-avatar profile-avatar--initial" data-testid="profile-initial">
      {initial}
    </span>
  )
}
