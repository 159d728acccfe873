export interface Slide {
  src: string
  alt: string
}

/** Drawn for Matatu (public/slides); all share one size so the slider never shifts. */
export const slideSize = { width: 800, height: 450 } as const

const base = import.meta.env.BASE_URL

export const slides: readonly Slide[] = [
  {
    src: `${base}slides/shuttle-on-the-road.svg`,
    alt: 'A green and white matatu shuttle on the road at sunrise, past an acacia tree',
  },
  {
    src: `${base}slides/seat-map.svg`,
    alt: 'A bus seat map with free and taken seats, and one seat picked',
  },
  {
    src: `${base}slides/kenya-routes.svg`,
    alt: 'A map of Kenya with routes from Nairobi to Nakuru, Kisumu, Eldoret, Mombasa and Malindi',
  },
]

/** The slider advances every 4500 ms (docs/product.md#constants). */
export const slideIntervalMs = 4500
