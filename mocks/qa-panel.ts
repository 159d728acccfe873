import type { MockBackend } from './mock-backend'
import { formatScenario, parseScenarioText } from './scenario-syntax'
import { SEED_PASSWORD, seedUsers } from './seed'

/** QA's corner panel: plain DOM in a shadow root, so app styles and the panel never mix. */

const STYLE = `
:host { all: initial; position: fixed; left: 8px; bottom: 8px; z-index: 2147483000;
  font: 12px/1.4 system-ui, sans-serif; color: #f9fafb; }
button, input { font: inherit; }
button { background: #374151; color: #f9fafb; border: 1px solid #9ca3af; border-radius: 4px;
  padding: 3px 8px; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 2px solid #fbbf24; outline-offset: 1px; }
.toggle { opacity: .85; }
.toggle[aria-expanded='true'] { opacity: 1; }
section { background: #1f2937; border: 1px solid #6b7280; border-radius: 6px; padding: 8px;
  margin-bottom: 6px; width: min(340px, calc(100vw - 32px)); }
code { color: #fde68a; word-break: break-all; }
label { display: block; margin: 6px 0 2px; }
input { width: 100%; box-sizing: border-box; padding: 3px; color: #111827; background: #fff; }
.row { display: flex; gap: 6px; margin-top: 6px; }
p { margin: 4px 0; }
`

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(props))
    if (value !== undefined) node.setAttribute(name, value)
  if (text) node.textContent = text
  return node
}

interface QaPanelOptions {
  /** After a change, the app reloads to fetch with the new scenario. */
  reload?: () => void
}

export function mountQaPanel(backend: MockBackend, options: QaPanelOptions = {}): HTMLElement {
  const reload = options.reload ?? (() => window.location.reload())
  const host = element('div', { 'data-mock-panel': '' })
  const root = host.attachShadow({ mode: 'open' })
  const style = element('style', {}, STYLE)
  const panel = element('section', { id: 'mock-panel', 'aria-label': 'Mock backend', hidden: '' })
  const current = element('code')
  const form = element('form')
  const input = element('input', { id: 'mock-input', autocomplete: 'off', spellcheck: 'false' })
  const status = element('p', { role: 'status' })
  const reset = element('button', { type: 'button' }, 'Reset data and scenario')
  const toggle = element('button', { type: 'button', 'aria-expanded': 'false' }, 'Mock API')
  toggle.setAttribute('aria-controls', 'mock-panel')

  const scenarioLine = element('p', {}, 'Scenario: ')
  scenarioLine.append(current)
  const logins = seedUsers.map((user) => user.email).join(', ')
  const row = element('div', { class: 'row' })
  row.append(element('button', { type: 'submit' }, 'Apply'), reset)
  form.append(element('label', { for: 'mock-input' }, 'Scenario (?mock= syntax)'), input, row)
  panel.append(scenarioLine, form, status, element('p', {}, `Logins: ${logins} / ${SEED_PASSWORD}`))
  root.append(style, panel, toggle)

  const showScenario = (): void => {
    current.textContent = formatScenario(backend.getScenario())
    toggle.title = `Mock backend: ${current.textContent}`
  }
  const setOpen = (open: boolean): void => {
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    if (open) input.value = formatScenario(backend.getScenario())
  }

  const isOpen = (): boolean => toggle.getAttribute('aria-expanded') === 'true'

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  root.addEventListener('keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle.focus()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const parsed = parseScenarioText(input.value)
    if (parsed.errors.length > 0) {
      status.textContent = parsed.errors.join(' ')
      return
    }
    if (parsed.reset) backend.reset(parsed.patch)
    else backend.replaceScenario(parsed.patch)
    reload()
  })
  reset.addEventListener('click', () => {
    backend.reset()
    reload()
  })

  showScenario()
  backend.subscribe(showScenario)
  document.body.append(host)
  return host
}
