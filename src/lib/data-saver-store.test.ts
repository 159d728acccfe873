import { afterEach, describe, expect, it } from 'vitest'
import {
  chooseDataSaver,
  dataSaverStorageKey,
  dataSaverStore,
  isDataSaverOn,
  startDataSaver,
} from './data-saver-store'
import { endSession, startSession } from './session-store'

/** The browser's Save-Data preference, as Chromium exposes it. */
function browserAsksToSaveData(saveData: boolean): EventTarget {
  const connection = Object.assign(new EventTarget(), { saveData })
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
  return connection
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection')
})

describe('data saver', () => {
  const reload = () => {
    dataSaverStore.setState(dataSaverStore.getInitialState(), true)
    startDataSaver()
  }

  it('is off in a browser that does not ask to save data, on when it asks, and follows it', () => {
    startDataSaver()
    expect(isDataSaverOn()).toBe(false)
    browserAsksToSaveData(true)
    reload()
    expect(isDataSaverOn()).toBe(true)
    // The browser's preference changes.
    const connection = browserAsksToSaveData(false)
    reload()
    expect(isDataSaverOn()).toBe(false)
    Object.assign(connection, { saveData: true })
    connection.dispatchEvent(new Event('change'))
    expect(isDataSaverOn()).toBe(true)
  })

  it('an explicit off wins over the browser, and is remembered on the device', () => {
    browserAsksToSaveData(true)
    startDataSaver()
    chooseDataSaver(false)
    expect(isDataSaverOn()).toBe(false)
    expect(localStorage.getItem(dataSaverStorageKey)).toBe('off')
    // The next start of the app (a reload) reads the stored choice.
    reload()
    expect(isDataSaverOn()).toBe(false)
  })

  it('ignores a stored value it does not know and follows the browser', () => {
    localStorage.setItem(dataSaverStorageKey, 'maybe')
    browserAsksToSaveData(true)
    startDataSaver()
    expect(isDataSaverOn()).toBe(true)
  })

  it('the traveller can turn it on, kept at logout (a setting of the device) and on reload', () => {
    startSession('tok-1', { id: 1, username: 'amina', email: 'amina@example.com' })
    startDataSaver()
    chooseDataSaver(true)
    endSession()
    expect(localStorage.getItem(dataSaverStorageKey)).toBe('on')
    expect(isDataSaverOn()).toBe(true)
    reload()
    expect(isDataSaverOn()).toBe(true)
  })
})
