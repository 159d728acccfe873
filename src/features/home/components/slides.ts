import { m } from '@/paraglide/messages.js'

interface Slide {
  src: string
  /** The message function, called at render so the text follows the active language. */
  alt: () => string
}

/** Drawn for Matatu (public/slides); all share one size so the slider never shifts. */
export const slideSize = { width: 800, height: 450 } as const

const base = import.meta.env.BASE_URL

export const slides: readonly Slide[] = [
  {
    src: `${base}slides/shuttle-on-the-road.svg`,
    alt: m.home_slide_alt_shuttle,
  },
  {
    src: `${base}slides/seat-map.svg`,
    alt: m.home_slide_alt_seat_map,
  },
  {
    src: `${base}slides/kenya-routes.svg`,
    alt: m.home_slide_alt_routes,
  },
]

/** The slider advances every 4500 ms (docs/product.md#constants). */
export const slideIntervalMs = 4500
