/** A form-level message (server error or success), announced when it appears. */
export function FormAlert({ text, tone }: { text: string | null; tone: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live="polite">
      {text ? <p className={`form-alert form-alert--${tone}`}>{text}</p> : null}
    </div>
  )
}
