import { useCallback, useEffect, useState } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function reducedMotionList(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return window.matchMedia(reducedMotionQuery)
}

interface SliderOptions {
  count: number
  intervalMs: number
}

/**
 * Slide index and auto-rotation (WCAG 2.2.2): rotation stops while the pointer or focus is on the
 * slider and when the user pauses it; it starts paused when the user prefers reduced motion.
 */
export function useSlider({ count, intervalMs }: SliderOptions) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(() => reducedMotionList()?.matches ?? false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotating = !paused && !hovered && !focused && count > 1

  useEffect(() => {
    const list = reducedMotionList()
    if (!list) return
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPaused(true)
    }
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [])

  // A timeout per slide: each change of slide (automatic or chosen) gets the full interval.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count, intervalMs])

  const goTo = useCallback(
    (target: number) => setIndex(((target % count) + count) % count),
    [count],
  )
  const togglePaused = useCallback(() => setPaused((current) => !current), [])

  return { index, paused, rotating, goTo, togglePaused, setHovered, setFocused }
}
