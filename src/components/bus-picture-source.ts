import { resolveApiAssetUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages.js'

/** Served from public/: our own file (not a data: URL), so a strict img-src policy allows it. */
const busPlaceholder = '/bus-placeholder.svg'

/**
 * A bus picture's src and alt: the API's picture, or the placeholder when missing or broken.
 * `fromApi` says which: only the API's picture costs the traveller's data.
 */
export function busPictureSource(
  imageUrl: string | null,
  busName: string,
  broken = false,
): { src: string; alt: string; fromApi: boolean } {
  const src = broken ? undefined : resolveApiAssetUrl(imageUrl)
  return src
    ? { src, alt: m.common_bus_picture_alt({ bus: busName }), fromApi: true }
    : {
        src: busPlaceholder,
        alt: m.common_bus_picture_missing_alt({ bus: busName }),
        fromApi: false,
      }
}
