import { useStore } from 'zustand'
import { toastStore } from '@/lib/toast-store'

/** For the toast region: the page's one toast, or null; re-renders when it changes. */
export function useCurrentToast() {
  return useStore(toastStore, (state) => state.toast)
}
