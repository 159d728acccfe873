import '@testing-library/jest-dom/vitest'
// IndexedDB as the browser has it: saved data and the tickets kept on the phone.
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { resetMockBackend, server } from '../../mocks/node'
import { resetSessionForTests } from './session'
// Registers the page-language strategy before any message is read.
import '@/lib/i18n/language'
import { appUpdateStore } from '@/lib/app-update'
import { dataSaverStore } from '@/lib/data-saver-store'
import { savedQueriesStore } from '@/lib/saved-queries'
import { forgetSavedTickets } from '@/lib/saved-tickets-store'
import { baseLocale, cookieName } from '@/paraglide/runtime.js'

// jsdom lays nothing out, so it has no scrolling: the app's scrollIntoView calls do nothing here.
Element.prototype.scrollIntoView = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  // The real clock first: what follows waits on timers.
  vi.useRealTimers()
  cleanup()
  await forgetSavedTickets()
  server.resetHandlers()
  // What a test listened for (the requests it counts) stops with it.
  server.events.removeAllListeners()
  resetMockBackend()
  window.localStorage.clear()
  window.sessionStorage.clear()
  resetSessionForTests()
  dataSaverStore.setState(dataSaverStore.getInitialState(), true)
  savedQueriesStore.setState(savedQueriesStore.getInitialState(), true)
  appUpdateStore.setState(appUpdateStore.getInitialState(), true)
  // Online, without the browser APIs a test put in.
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  for (const api of ['share', 'storage']) Reflect.deleteProperty(navigator, api)
  // The base language, as a page the host served in it (docs/i18n.md).
  document.documentElement.lang = baseLocale
  document.cookie = `${cookieName}=; path=/; max-age=0`
  // Each test is a page of its own, again before the app's first render.
  delete document.documentElement.dataset.appRunning
})
afterAll(() => server.close())
