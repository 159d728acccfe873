import type { FocusEvent } from 'react'
import { formatNumber } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'
import { useSlider } from '../hooks/use-slider'
import { slideIntervalMs, slideSize, slides } from './slides'

/** An accessible carousel (WAI-ARIA APG pattern): pause control, labelled dots, hidden off-slides. */
export function HeroSlider() {
  const slider = useSlider({ count: slides.length, intervalMs: slideIntervalMs })

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) slider.setFocused(false)
  }

  return (
    <section
      className="hero-slider"
      aria-roledescription={m.home_slider_roledescription()}
      aria-label={m.home_slider_label()}
      onPointerEnter={() => slider.setHovered(true)}
      onPointerLeave={() => slider.setHovered(false)}
      onFocus={() => slider.setFocused(true)}
      onBlur={onBlur}
    >
      <div className="hero-slider__slides" aria-live={slider.rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === slider.index
          return (
            <div
              key={slide.src}
              className="hero-slider__slide"
              role="group"
              aria-roledescription={m.home_slide_roledescription()}
              aria-label={m.home_slide_position({
                index: formatNumber(index + 1),
                count: formatNumber(slides.length),
              })}
              aria-hidden={current ? undefined : true}
              data-current={current}
            >
              <img
                src={slide.src}
                alt={slide.alt()}
                width={slideSize.width}
                height={slideSize.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </div>
          )
        })}
      </div>
      <div className="hero-slider__controls" data-needs-app>
        <button
          type="button"
          className="hero-slider__toggle"
          aria-label={slider.paused ? m.home_play_slideshow() : m.home_pause_slideshow()}
          onClick={slider.togglePaused}
        >
          <span aria-hidden="true" className="hero-slider__toggle-icon">
            {slider.paused ? '▶' : '❚❚'}
          </span>
          {slider.paused ? m.home_play() : m.home_pause()}
        </button>
        <div className="hero-slider__dots" role="group" aria-label={m.home_choose_slide()}>
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="hero-slider__dot"
              aria-label={m.home_show_slide({
                index: formatNumber(index + 1),
                count: formatNumber(slides.length),
              })}
              aria-current={index === slider.index ? 'true' : undefined}
              onClick={() => slider.goTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
