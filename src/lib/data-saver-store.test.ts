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
  it('is off in a browser that does not ask to save data', () => {
    startDataSaver()
    expect(isDataSaverOn()).toBe(false)
  })

  it('turns on by itself when the browser asks to save data', () => {
    browserAsksToSaveData(true)
    startDataSaver()
    expect(isDataSaverOn()).toBe(true)
  })

  it('follows the browser when its preference changes', () => {
    const connection = browserAsksToSaveData(false)
    startDataSaver()
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
    dataSaverStore.setState(dataSaverStore.getInitialState(), true)
    startDataSaver()
    expect(isDataSaverOn()).toBe(false)
  })

  it('the traveller can turn it on, and a reload keeps it on', () => {
    startDataSaver()
    chooseDataSaver(true)
    dataSaverStore.setState(dataSaverStore.getInitialState(), true)
    startDataSaver()
    expect(isDataSaverOn()).toBe(true)
  })

  it('ignores a stored value it does not know and follows the browser', () => {
    localStorage.setItem(dataSaverStorageKey, 'maybe')
    browserAsksToSaveData(true)
    startDataSaver()
    expect(isDataSaverOn()).toBe(true)
  })

  it('is kept at logout: it is a setting of the device, not the traveller’s data', () => {
    startSession('tok-1', { id: 1, username: 'amina', email: 'amina@example.com' })
    chooseDataSaver(true)
    endSession()
    expect(localStorage.getItem(dataSaverStorageKey)).toBe('on')
    expect(isDataSaverOn()).toBe(true)
  })
})
