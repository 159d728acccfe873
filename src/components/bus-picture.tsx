import { useState } from 'react'
import { resolveApiAssetUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages.js'

/** Served from public/: our own file (not a data: URL), so a strict img-src policy allows it. */
const busPlaceholder = '/bus-placeholder.svg'

interface BusPictureProps {
  imageUrl: string | null
  busName: string
  className: string
  width: number
  height: number
  eager?: boolean
}

/** The bus picture from the API base, or the local placeholder when missing or broken. */
export function BusPicture({
  imageUrl,
  busName,
  className,
  width,
  height,
  eager = false,
}: BusPictureProps) {
  const [broken, setBroken] = useState(false)
  const src = broken ? undefined : resolveApiAssetUrl(imageUrl)
  return (
    <img
      className={className}
      src={src ?? busPlaceholder}
      alt={
        src
          ? m.common_bus_picture_alt({ bus: busName })
          : m.common_bus_picture_missing_alt({ bus: busName })
      }
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
