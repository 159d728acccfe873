import { useState } from 'react'
import { resolveApiAssetUrl } from '@/lib/urls'

/** Served from public/, like the bus list's placeholder. */
const busPlaceholder = '/bus-placeholder.svg'

/** The bus picture from the API base, or the local placeholder when missing or broken. */
export function ProfileBookingImage({ imageUrl, bus }: { imageUrl: string | null; bus: string }) {
  const [broken, setBroken] = useState(false)
  const src = broken ? undefined : resolveApiAssetUrl(imageUrl)
  return (
    <img
      className="profile-booking__image"
      src={src ?? busPlaceholder}
      alt={src ? `${bus} bus` : `${bus}: no picture available`}
      width={96}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
