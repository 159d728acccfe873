import { afterEach, expect, it, vi } from 'vitest'
import { createMockBackend } from './mock-backend'
import { mountQaPanel } from './qa-panel'

afterEach(() => document.querySelectorAll('[data-mock-panel]').forEach((node) => node.remove()))

function parts(host: HTMLElement) {
  const root = host.shadowRoot!
  const button = (text: string) =>
    [...root.querySelectorAll('button')].find((found) => found.textContent === text)!
  const element = (selector: string) => root.querySelector<HTMLElement>(selector)!
  return {
    toggle: button('Mock API'),
    apply: button('Apply'),
    reset: button('Reset data and scenario'),
    panel: element('section'),
    input: root.querySelector('input')!,
    status: element('[role="status"]'),
    scenario: element('code'),
  }
}

it('QA panel: starts collapsed, opens and closes by keyboard; applies a typed scenario, or says why not; resets', () => {
  const backend = createMockBackend()
  backend.setScenario({ fail: ['buses'] })
  const reload = vi.fn()
  const { toggle, panel, input, scenario, apply, status, reset } = parts(
    mountQaPanel(backend, { reload }),
  )
  expect(panel.hidden).toBe(true)
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(toggle.getAttribute('aria-controls')).toBe(panel.id)
  toggle.click()
  expect(panel.hidden).toBe(false)
  expect(scenario.textContent).toBe('fail:buses')
  expect(input.value).toBe('fail:buses')
  const escape = { key: 'Escape', bubbles: true, composed: true }
  input.dispatchEvent(new KeyboardEvent('keydown', escape))
  expect(panel.hidden).toBe(true)
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  // A typed scenario is applied and the page reloaded, or the panel says what it did not get.
  toggle.click()
  input.value = 'fail:nope'
  apply.click()
  expect(status.textContent).toContain('nope')
  expect(reload).not.toHaveBeenCalled()
  input.value = 'busesShape:envelope'
  apply.click()
  expect(backend.getScenario().busesShape).toBe('envelope')
  expect(reload).toHaveBeenCalledTimes(1)
  // Reset: data and scenario.
  backend.setScenario({ unauthorized: true })
  backend.db.bookSeats(1, 1, 2)
  reset.click()
  expect(backend.getScenario().unauthorized).toBe(false)
  expect(backend.db.findBus(1)?.seats).toBe(25)
  expect(reload).toHaveBeenCalledTimes(2)
})
