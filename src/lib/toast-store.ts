import type { LinkProps } from '@tanstack/react-router'

/** A short word after an action: "Booking cancelled", with an optional way on. */
export interface Toast {
  id: number
  text: string
  link?: { label: string; to: LinkProps['to'] }
}

type Listener = () => void

let current: Toast | null = null
let nextId = 1
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

/** Shows `text` in the page's one toast region; a newer toast replaces an older one. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  current = { ...toast, id: nextId++ }
  emit()
}

export function dismissToast(): void {
  if (current === null) return
  current = null
  emit()
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToast(): Toast | null {
  return current
}
