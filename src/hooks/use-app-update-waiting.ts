import { useStore } from 'zustand'
import { appUpdateStore } from '@/lib/app-update'

/** For the update notice: whether a new version waits; re-renders when one arrives. */
export function useAppUpdateWaiting(): boolean {
  return useStore(appUpdateStore, (state) => state.reloadIntoIt !== undefined)
}
