import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * Whether there is a connection, as react-query sees it (the browser's online and offline
 * events): the same signal that pauses its calls and refetches on reconnect.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
