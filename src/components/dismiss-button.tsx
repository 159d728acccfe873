import { m } from '@/paraglide/messages.js'

/**
 * The × that closes a message (a toast, a booking's message): 44 px square, read as "Dismiss
 * message". `className` places it; its look is `.dismiss-button`.
 */
export function DismissButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={className ? `dismiss-button ${className}` : 'dismiss-button'}
      aria-label={m.common_dismiss_message()}
      onClick={onClick}
    >
      ×
    </button>
  )
}
