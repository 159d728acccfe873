import { useState } from 'react'
import { busPictureSource } from './bus-picture-source'

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
  const { src, alt } = busPictureSource(imageUrl, busName, broken)
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
