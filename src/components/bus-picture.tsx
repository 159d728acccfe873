import { useEffect, useRef, useState } from 'react'
import { useDataSaver } from '@/hooks/use-data-saver'
import { m } from '@/paraglide/messages.js'
import { busPictureSource } from './bus-picture-source'
import { SavedPicture } from './saved-picture'

interface BusPictureProps {
  imageUrl: string | null
  busName: string
  className: string
  width: number
  height: number
  eager?: boolean
}

/**
 * The bus picture from the API base, or the local placeholder when missing or broken. With the
 * data saver on, neither is downloaded until the traveller asks (docs/product.md#data-saver).
 */
export function BusPicture({
  imageUrl,
  busName,
  className,
  width,
  height,
  eager = false,
}: BusPictureProps) {
  const saving = useDataSaver()
  const [asked, setAsked] = useState(false)
  const [broken, setBroken] = useState(false)
  const picture = useRef<HTMLImageElement>(null)
  const { src, alt, fromApi } = busPictureSource(imageUrl, busName, broken)

  // "Show picture" goes as its picture comes: the focus moves to the picture.
  useEffect(() => {
    if (asked) picture.current?.focus({ preventScroll: true })
  }, [asked])

  if (saving && !asked) {
    return fromApi ? (
      <SavedPicture
        className={className}
        label={m.common_show_bus_picture({ bus: busName })}
        showText={m.common_show_picture()}
        onShow={() => setAsked(true)}
      />
    ) : (
      <SavedPicture className={className} label={alt} />
    )
  }
  return (
    <img
      ref={picture}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      tabIndex={asked ? -1 : undefined}
      loading={eager || asked ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
