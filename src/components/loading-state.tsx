export function LoadingState({ text }: { text: string }) {
  return (
    <p className="status-message" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
