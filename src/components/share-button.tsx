import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { smsHref, whatsAppHref, type ShareContent } from '@/lib/share-links'
import { m } from '@/paraglide/messages.js'
import './share-button.css'

interface ShareButtonProps extends ShareContent {
  /** Read after "Share": which thing is shared (e.g. the card's heading). */
  describedBy?: string
  className?: string
}

type CopyResult = 'copied' | 'failed' | null

function hasWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
}

function isAbort(error: unknown): boolean {
  // A DOMException, which is not an Error in every browser.
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  )
}

/**
 * "Share": the system share sheet (Web Share API) where the browser has one; elsewhere, and when
 * the sheet cannot open, a small disclosure with Copy, WhatsApp and SMS.
 */
export function ShareButton({ title, text, describedBy, className }: ShareButtonProps) {
  const [fallback, setFallback] = useState(() => !hasWebShare())
  const [open, setOpen] = useState(false)
  const [copy, setCopy] = useState<CopyResult>(null)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const firstOption = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    firstOption.current?.focus()
    // On the click, not the press: closing moves what lies below the panel, and a press that
    // moved its target would lose the tap (Cancel Booking under an open Share). The click that
    // opened the panel may reach this listener too; it lies inside.
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('click', closeOnOutsideClick)
    return () => document.removeEventListener('click', closeOnOutsideClick)
  }, [open])

  async function share() {
    if (!fallback) {
      try {
        await navigator.share({ title, text })
        return
      } catch (error) {
        // Closing the share sheet is the traveller's choice, not a failure.
        if (isAbort(error)) return
        // Refused here (no permission, unsupported data): offer the other ways from now on.
        setFallback(true)
      }
    }
    setCopy(null)
    setOpen((wasOpen) => !wasOpen)
  }

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    toggle.current?.focus()
  }

  return (
    // Catches Escape as it bubbles up from the toggle and the options, which take the focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- no role fits a wrapper
    <div
      ref={root}
      className={className ? `share ${className}` : 'share'}
      onKeyDown={closeOnEscape}
    >
      <button
        ref={toggle}
        type="button"
        className="button button--secondary share__button"
        aria-describedby={describedBy}
        aria-expanded={fallback ? open : undefined}
        aria-controls={fallback && open ? panelId : undefined}
        onClick={() => void share()}
      >
        {m.common_share()}
      </button>
      {open && (
        <div id={panelId} className="share__panel" role="group" aria-label={m.common_share_with()}>
          <ul className="share__options">
            <li>
              <button
                ref={firstOption}
                type="button"
                className="share__option"
                onClick={() => void copyText()}
              >
                {m.common_share_copy()}
              </button>
            </li>
            <li>
              <a
                className="share__option"
                href={whatsAppHref(text)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
              >
                WhatsApp
              </a>
            </li>
            <li>
              <a className="share__option" href={smsHref(text)} onClick={() => setOpen(false)}>
                SMS
              </a>
            </li>
          </ul>
          <p className="share__status" role="status">
            {copy === 'copied'
              ? m.common_share_copied()
              : copy === 'failed'
                ? m.common_share_copy_failed()
                : ''}
          </p>
        </div>
      )}
    </div>
  )
}
