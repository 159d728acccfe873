import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

afterEach(() => {
  vi.useRealTimers()
})

describe('HeroSlider', () => {
  it('shows 3 pictures with fixed sizes; only the first loads at once', () => {
    render(<HeroSlider />)
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
  })

  it('advances every 4500 ms and marks the current dot', () => {
    render(<HeroSlider />)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
    expect(dot(2)).not.toHaveAttribute('aria-current')

    advanceTimers(4500)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    expect(dot(1)).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringContaining('seat-map'))
  })

  it('jumps to a slide from its dot', () => {
    render(<HeroSlider />)
    fireEvent.click(dot(3))
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringContaining('kenya-routes'))
  })

  it('pauses and plays from its control', () => {
    render(<HeroSlider />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    fireEvent.pointerLeave(slider())
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }))

    advanceTimers(20_000)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    fireEvent.pointerLeave(slider())
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }))
    advanceTimers(4500)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  it('holds still while the pointer is over it and resumes when it leaves', () => {
    render(<HeroSlider />)
    fireEvent.pointerEnter(slider())
    advanceTimers(9000)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    fireEvent.pointerLeave(slider())
    advanceTimers(4500)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  it('holds still while keyboard focus is inside it and resumes when focus leaves', () => {
    render(
      <>
        <HeroSlider />
        <button type="button">Elsewhere</button>
      </>,
    )
    act(() => dot(2).focus())
    advanceTimers(9000)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
    // Held, not paused: the control still offers to pause.
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument()

    // Moving between its own controls keeps it paused.
    act(() => dot(3).focus())
    advanceTimers(9000)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    advanceTimers(4500)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  it('announces slide changes only while it is not rotating by itself', () => {
    const { container } = render(<HeroSlider />)
    const slides = container.querySelector('.hero-slider__slides')
    expect(slides).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(slides).toHaveAttribute('aria-live', 'polite')
  })
})
