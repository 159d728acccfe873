interface ErrorStateProps {
  text: string
  onRetry?: () => void
}

export function ErrorState({ text, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  )
}
