import { useStore } from 'zustand'
import { dataSaverStore, selectDataSaverOn } from '@/lib/data-saver-store'

/** For components: whether the data saver is on; re-renders when it turns on or off. */
export function useDataSaver(): boolean {
  return useStore(dataSaverStore, selectDataSaverOn)
}
