import { useState } from 'react'
import { resolveApiAssetUrl } from '@/lib/urls'

/** Our own file (not a data: URL), so a strict img-src policy allows it. */
const busPlaceholder = '/bus-placeholder.svg'

interface BusImageProps {
  imageUrl: string | null
  name: string
  eager?: boolean
}

/** The bus picture from the API base, or the local placeholder when missing or broken. */
export function BusImage({ imageUrl, name, eager = false }: BusImageProps) {
  const [broken, setBroken] = useState(false)
  const src = broken ? undefined : resolveApiAssetUrl(imageUrl)
  return (
    <img
      className="bus-card__image"
      src={src ?? busPlaceholder}
      alt={src ? `${name} bus` : `${name}: no picture available`}
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
