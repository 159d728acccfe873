/** Beside an action tapped offline: why nothing was sent (src/hooks/use-needs-connection.ts). */
export function ConnectionNeeded({ message }: { message: string | null }) {
  // An alert announces itself when it appears; nothing is rendered until then.
  if (!message) return null
  return (
    <p className="connection-needed" role="alert">
      {message}
    </p>
  )
}
