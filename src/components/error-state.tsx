import { supportPhone, telHref } from '@/lib/support-contact'
import { m } from '@/paraglide/messages.js'

/** Where the support number goes in the next-step sentence; no message contains it. */
const phoneSlot = '\u0000'

interface ErrorStateProps {
  text: string
  onRetry?: () => void
}

/** A failure the screen could not recover from: what failed, then what the traveller can do. */
export function ErrorState({ text, onRetry }: ErrorStateProps) {
  // One sentence in each language, the support number a link wherever the language puts it.
  const [beforePhone, afterPhone] = m.common_error_next_step({ phone: phoneSlot }).split(phoneSlot)
  return (
    <div className="error-state" role="alert">
      <p className="error-state__text">{text}</p>
      <p className="error-state__next">
        {beforePhone}
        <a href={telHref(supportPhone)}>{supportPhone}</a>
        {afterPhone}
      </p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {m.common_try_again()}
        </button>
      ) : null}
    </div>
  )
}
