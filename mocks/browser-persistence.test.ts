import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataSaverStore, isDataSaverOn, startDataSaver } from '../src/lib/data-saver-store'
import { applyUrlScenario, createConsoleApi, mockSaveData, panelWanted } from './browser-controls'
import { DATA_KEY, SCENARIO_KEY, persistBackend } from './browser-persistence'
import { createMockBackend } from './mock-backend'
import type { MockState } from './mock-types'
import { defaultScenario } from './scenario'
import { seedCredentials } from './seed'

const visit = (url: string) => window.history.replaceState(null, '', url)
afterEach(() => visit('/'))

it('persistBackend: starts fresh from broken storage; saves every change, restored on reload; drops pictures when full', () => {
  // Broken or outdated storage: a fresh start.
  window.localStorage.setItem(DATA_KEY, '{"version":0}')
  window.localStorage.setItem(SCENARIO_KEY, 'not json')
  const before = createMockBackend()
  persistBackend(before)
  expect(before.db.listBuses()).toHaveLength(5)
  expect(before.getScenario()).toEqual(defaultScenario)
  // Every change saved, and restored in a new backend (a reload).
  const login = before.db.login(seedCredentials.amina.email, seedCredentials.amina.password)
  if (!login.ok) throw new Error('login failed')
  before.db.bookSeats(login.value.user.id, 5, 3)
  before.setScenario({ fail: ['buses'] })
  expect(window.localStorage.getItem(DATA_KEY)).toContain('"seats":5')
  const after = createMockBackend()
  persistBackend(after)
  expect(after.db.findBus(5)?.seats).toBe(5)
  expect(after.db.userForToken(login.value.token)?.username).toBe('amina')
  expect(after.getScenario().fail).toEqual(['buses'])
  // Storage full: the data is kept without pictures.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called on its storage below
  const setItem = Storage.prototype.setItem
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (value.includes('"base64":"')) throw new DOMException('full', 'QuotaExceededError')
    setItem.call(this, key, value)
  })
  after.db.savePicture(1, 'image/png', 'AAAA')
  const saved = JSON.parse(window.localStorage.getItem(DATA_KEY) ?? '{}') as MockState
  expect(saved.pictures).toEqual({})
  expect(saved.users[0]?.profile_picture).toBeNull()
  expect(warn).toHaveBeenCalledTimes(1)
})

it('?mock= and mockPanel=: leaves all alone without ?mock=; applies it from the defaults, removing it; reset reseeds first', () => {
  const backend = createMockBackend()
  backend.setScenario({ unauthorized: true })
  visit('/buses?x=1')
  expect(applyUrlScenario(backend, window.location)).toEqual([])
  expect(backend.getScenario().unauthorized).toBe(true)
  expect(window.location.search).toBe('?x=1')
  // Applied from the defaults, and removed from the address bar.
  backend.setScenario({ seatsKey: 'availableSeats' })
  visit('/buses?mock=fail:buses+profile,slow,what&mockPanel=off#top')
  const errors = applyUrlScenario(backend, window.location)
  expect(errors).toHaveLength(1)
  expect(backend.getScenario()).toEqual({
    ...defaultScenario,
    fail: ['buses', 'profile'],
    delayMs: 2000,
  })
  expect(window.location.pathname + window.location.search + window.location.hash).toBe(
    '/buses?mockPanel=off#top',
  )
  expect(panelWanted(window.location)).toBe(false)
  // ?mock=reset reseeds the data first.
  backend.db.bookSeats(1, 1, 25)
  visit('/?mock=reset,busCount:20')
  applyUrlScenario(backend, window.location)
  expect(backend.db.findBus(1)?.seats).toBe(25)
  expect(backend.db.listBuses()).toHaveLength(20)
  expect(panelWanted(window.location)).toBe(true)
})

it('window.matatuMock: gets, sets (object or text), resets and refuses nonsense', () => {
  const backend = createMockBackend()
  const console = createConsoleApi(backend)
  expect(console.set('slow').delayMs).toBe(2000)
  expect(console.set({ fail: ['login'] }).fail).toEqual(['login'])
  expect(console.get()).toMatchObject({ delayMs: 2000, fail: ['login'] })
  expect(String(console)).toBe('fail:login,delayMs:2000')
  expect(() => console.set({ fial: ['login'] } as never)).toThrow()
  expect(() => console.set('fail:lunch')).toThrow(/lunch/)
  expect(console.reset()).toEqual(defaultScenario)
  expect(console.state().buses).toHaveLength(5)
})

describe('mockSaveData', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection')
    dataSaverStore.setState(dataSaverStore.getInitialState(), true)
  })

  it("stands in for the browser's Save-Data, which the app's data saver follows", () => {
    const backend = createMockBackend()
    mockSaveData(backend)
    startDataSaver()
    expect(isDataSaverOn()).toBe(false)
    createConsoleApi(backend).set('saveData')
    expect(isDataSaverOn()).toBe(true)
    backend.setScenario({ saveData: false })
    expect(isDataSaverOn()).toBe(false)
  })
})
