import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HeroSlider } from './hero-slider'
import { advanceTimers } from '@/testing/advance-timers'

function dot(number: number) {
  return screen.getByRole('button', { name: `Show slide ${number} of 3` })
}

function slider() {
  return screen.getByRole('region', { name: 'Travel with Matatu' })
}

beforeEach(() => {
  // The clock moves only when a test says so. Clicks are plain events: user-event waits on a
  // setTimeout(0) after each action, which would need the clock to follow real time.
  vi.useFakeTimers()
})

describe('HeroSlider', () => {
  it('shows 3 pictures with fixed sizes, only the first loading at once; advances every 4500 ms, marking the current dot, unannounced; holds still while the pointer or keyboard focus is inside; jumps from a dot; pauses and plays from its control, then announces changes', () => {
    const { container } = render(
      <>
        <HeroSlider />
        <button type="button">Elsewhere</button>
      </>,
    )
    const images = screen.getAllByRole('img', { hidden: true })
    expect(images).toHaveLength(3)
    for (const image of images) {
      expect(image).toHaveAttribute('width', '800')
      expect(image).toHaveAttribute('height', '450')
      expect(image.getAttribute('alt')).not.toBe('')
    }
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
    expect(images[2]).toHaveAttribute('loading', 'lazy')
    // Only the current slide is exposed to assistive technology.
    expect(screen.getAllByRole('img')).toEqual([images[0]])
    // Rotating by itself: no announcement.
    const slides = container.querySelector('.hero-slider__slides')
    expect(slides).toHaveAttribute('aria-live', 'off')

    // Every 4500 ms, the current dot marked.
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
    expect(dot(2)).not.toHaveAttribute('aria-current')
    advanceTimers(4500)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    expect(dot(1)).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringContaining('seat-map'))

    // Held while the pointer is over it, resumed when it leaves.
    fireEvent.pointerEnter(slider())
    advanceTimers(9000)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    fireEvent.pointerLeave(slider())
    advanceTimers(4500)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')

    // Held while keyboard focus is inside it, even moving between its controls; not paused: the
    // control still offers to pause.
    act(() => dot(2).focus())
    advanceTimers(9000)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument()
    act(() => dot(1).focus())
    advanceTimers(9000)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    advanceTimers(4500)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    // A dot jumps to its slide.
    fireEvent.click(dot(3))
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringContaining('kenya-routes'))

    // Paused from its control (and announcing), then played.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(slides).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    fireEvent.pointerLeave(slider())
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }))
    advanceTimers(20_000)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    fireEvent.pointerLeave(slider())
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }))
    advanceTimers(4500)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
  })
})
