import { createStore } from 'zustand/vanilla'
import { browserStorage } from './browser-storage'

/** The traveller's choice on this device; a setting, so logout keeps it (docs/product.md). */
export const dataSaverStorageKey = 'dataSaver'

type Choice = 'on' | 'off'

interface DataSaverState {
  /** What the traveller chose with the control; null until they choose. */
  choice: Choice | null
  /** The browser's Save-Data preference (`navigator.connection.saveData`). */
  browserAsks: boolean
}

/** Chromium's Network Information API; other browsers have none, and never ask. */
type WithConnection = Navigator & {
  connection?: { saveData?: boolean } & Pick<EventTarget, 'addEventListener'>
}

const connection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as WithConnection).connection

function readChoice(value: string | null): Choice | null {
  return value === 'on' || value === 'off' ? value : null
}

/**
 * Plain (no React), so the router can read it: use-data-saver.ts is its hook. It starts off, as
 * the page was prerendered: React hydrates with that (zustand's server snapshot), then renders
 * again with the state `startDataSaver` reads.
 */
export const dataSaverStore = createStore<DataSaverState>(() => ({
  choice: null,
  browserAsks: false,
}))

/** On when the traveller turned it on, or when the browser asks and they did not turn it off. */
export const selectDataSaverOn = ({ choice, browserAsks }: DataSaverState): boolean =>
  choice === null ? browserAsks : choice === 'on'

/** For code outside React (the router's preloading). */
export const isDataSaverOn = (): boolean => selectDataSaverOn(dataSaverStore.getState())

const readBrowser = () => connection()?.saveData === true

/**
 * At start, once the mock backend (which can stand in for the browser's Save-Data) has started:
 * the stored choice and the browser's preference, which is then followed as it changes.
 */
export function startDataSaver(): void {
  dataSaverStore.setState({
    choice: readChoice(browserStorage.get(dataSaverStorageKey)),
    browserAsks: readBrowser(),
  })
  connection()?.addEventListener('change', () =>
    dataSaverStore.setState({ browserAsks: readBrowser() }),
  )
}

/** The control: an explicit choice, remembered on the device, wins over the browser's. */
export function chooseDataSaver(on: boolean): void {
  const choice: Choice = on ? 'on' : 'off'
  browserStorage.set(dataSaverStorageKey, choice)
  dataSaverStore.setState({ choice })
}
