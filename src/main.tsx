import './lib/telemetry/listen-early'
import './styles/global.css'
import { startApp } from './start-app'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
// A prerendered page hydrates when its router state has run (a deferred script before this
// one, scripts/prerender/html-page.ts); one whose state did not arrive is rendered afresh.
const hydrate = container.hasChildNodes() && 'routerState' in document.documentElement.dataset
void startApp(container, { hydrate })
