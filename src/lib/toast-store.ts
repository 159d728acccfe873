import type { LinkProps } from '@tanstack/react-router'
import { createStore } from 'zustand/vanilla'

/**
 * A short word after an action: "Booking cancelled", with an optional way on. Its texts are read
 * when shown, so an open toast follows a language switch.
 */
interface Toast {
  id: number
  text: () => string
  link?: { label: () => string; to: LinkProps['to'] }
}

interface ToastState {
  /** The page's one toast, or null. */
  toast: Toast | null
}

/**
 * Plain (no React), so a mutation's callbacks can show a toast: use-current-toast.ts is its hook.
 * It starts empty, as the page was prerendered (zustand's server snapshot).
 */
export const toastStore = createStore<ToastState>(() => ({ toast: null }))
let nextId = 1

/** Shows `text` in the page's one toast region; a newer toast replaces an older one. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  toastStore.setState({ toast: { ...toast, id: nextId++ } })
}

export function dismissToast(): void {
  toastStore.setState({ toast: null })
}
