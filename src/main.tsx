import './styles/global.css'
import { yieldToMain } from './lib/yield-to-main'
import { listenForErrors } from './lib/telemetry/early'

// A literal at build time: with VITE_TELEMETRY_URL, errors are noted from the first moment.
if (import.meta.env.VITE_TELEMETRY_URL) listenForErrors()

/**
 * Resolves once the browser reports the first contentful paint. A frame callback alone is not
 * proof: Chromium can run several before the first frame is presented, and a request started
 * before that paint delays it. A hidden page paints nothing until shown, so it does not wait.
 */
function firstContentfulPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

/** Resolves once the prerendered page and its first pictures have been painted. */
async function afterFirstScreen(container: HTMLElement): Promise<void> {
  await firstContentfulPaint()
  const pictures = [...container.querySelectorAll('img')].filter((img) => img.loading !== 'lazy')
  await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)))
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await yieldToMain()
}

/**
 * Requests the page's data, the router's state and every module the prerender saw it run
 * (start-app and the route's chunks), listed in <template id="page-modules">, instead of one
 * chunk after the other. Inserting a link costs the main thread 0.5-5 ms (more when the machine
 * is busy), so each goes in a task of its own: thirty at once made a task of 10-60 ms on a
 * laptop, four times that on a phone. `stateRan` tells, once known, whether the listed scripts
 * (the router's state) all ran: false when one failed to load, or none was listed.
 */
async function preloadPageModules(): Promise<{ stateRan: Promise<boolean> }> {
  const modules = document.getElementById('page-modules')
  if (!(modules instanceof HTMLTemplateElement)) return { stateRan: Promise.resolve(false) }
  const scriptsRun: Promise<boolean>[] = []
  for (const item of [...modules.content.children]) {
    // A copy: the parser made the template's script, and such a script does not run when moved.
    const node = document.importNode(item, true)
    if (node instanceof HTMLScriptElement) {
      scriptsRun.push(
        new Promise((settle) => {
          node.addEventListener('load', () => settle(true))
          node.addEventListener('error', () => settle(false))
        }),
      )
    }
    document.head.append(node)
    await yieldToMain()
  }
  return {
    stateRan: Promise.all(scriptsRun).then((ran) => ran.length > 0 && ran.every(Boolean)),
  }
}

async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // A prerendered page is already readable: its data and code are requested once the first
  // screen has been painted, so they never compete with the styles and first pictures for the
  // bandwidth (Lighthouse also counts every request started before that paint against LCP).
  // Every link is in before start-app is imported, which then finds nothing left to preload.
  let hydrate = false
  if (container.hasChildNodes()) {
    await afterFirstScreen(container)
    const { stateRan } = await preloadPageModules()
    // React's own code runs in a task of its own, ahead of the app's. (Without a prerendered
    // page there is nothing on screen to keep responsive, and start-app's download would wait.)
    await import('react-dom/client')
    await yieldToMain()
    // The router hydrates from its state (src/router.tsx); a page whose state did not load is
    // rendered afresh.
    hydrate = await stateRan
  }
  const { startApp } = await import('./start-app')
  await startApp(container, { hydrate })
}

void boot()
