import { supportPhone, telHref } from '@/lib/support-contact'

interface ErrorStateProps {
  text: string
  onRetry?: () => void
}

/** A failure the screen could not recover from: what failed, then what the traveller can do. */
export function ErrorState({ text, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__text">{text}</p>
      <p className="error-state__next">
        Check your connection and try again. If it keeps failing, call us on{' '}
        <a href={telHref(supportPhone)}>{supportPhone}</a>.
      </p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}
