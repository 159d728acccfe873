import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetMockBackend, server } from '../../mocks/node'
import { resetSessionForTests } from './session'
import { dataSaverStore } from '@/lib/data-saver-store'
import { languageStore } from '@/lib/i18n/language-store'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetMockBackend()
  window.localStorage.clear()
  window.sessionStorage.clear()
  resetSessionForTests()
  languageStore.setState({ language: 'en' })
  dataSaverStore.setState(dataSaverStore.getInitialState(), true)
  document.documentElement.lang = 'en'
  // Each test is a page of its own, again before the app's first render.
  delete document.documentElement.dataset.appRunning
})
afterAll(() => server.close())
