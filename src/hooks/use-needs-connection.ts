import { useState } from 'react'
import { onlineManager } from '@tanstack/react-query'
import { m } from '@/paraglide/messages.js'
import { useOnline } from './use-online'

/** "You are offline. Booking a seat needs a connection.", in the active language. */
function offlineActionText(action: string): string {
  return m.common_offline_action({ action })
}

/**
 * The one pattern for an action that needs the server (docs/product.md#offline): the button
 * stays as it is; tapped offline, it sends nothing and `message` says why, beside it, until the
 * connection is back. Nothing is queued to run later, and what was typed stays in the form.
 *
 * @param action what the tap does, as the subject of the sentence, translated by the caller:
 *   'Booking a seat' (m.buses_…()); in Kiswahili a verbal noun, 'Kuweka nafasi', as the sentence
 *   goes on "… kunahitaji mtandao."
 */
export function useNeedsConnection(action: string) {
  const online = useOnline()
  const [refused, setRefused] = useState(false)

  /** True when the action may go ahead; offline, false, and the message shows. */
  function allows(): boolean {
    const connected = onlineManager.isOnline()
    setRefused(!connected)
    return connected
  }

  return { allows, message: refused && !online ? offlineActionText(action) : null }
}
