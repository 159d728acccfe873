import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function reducedMotionList(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null
  return window.matchMedia(reducedMotionQuery)
}

function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = reducedMotionList()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

const prefersReducedMotion = () => reducedMotionList()?.matches ?? false
// A prerendered page was built with no preference, and is hydrated so.
const builtWithoutPreference = () => false

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
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    builtWithoutPreference,
  )
  // The traveller's Pause or Play, and the preference it was made under: a later change of the
  // preference to reduced motion pauses the slider again.
  const [choice, setChoice] = useState<{ paused: boolean; reducedMotion: boolean } | null>(null)
  const paused = choice?.reducedMotion === reducedMotion ? choice.paused : reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotating = !paused && !hovered && !focused && count > 1

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
  const togglePaused = useCallback(
    () => setChoice({ paused: !paused, reducedMotion }),
    [paused, reducedMotion],
  )

  return { index, paused, rotating, goTo, togglePaused, setHovered, setFocused }
}
