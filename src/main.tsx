import './styles/global.css'

/** Resolves once the prerendered page and its first pictures have been painted. */
async function afterFirstScreen(container: HTMLElement): Promise<void> {
  const pictures = [...container.querySelectorAll('img')].filter((img) => img.loading !== 'lazy')
  await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)))
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * Requests at once every module the prerender saw this page run (start-app and the route's
 * chunks, listed in <template id="page-modules">), instead of one chunk after the other.
 */
function preloadPageModules(): void {
  const modules = document.getElementById('page-modules')
  if (modules instanceof HTMLTemplateElement) document.head.append(modules.content)
}

async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // A prerendered page is already readable: its code is requested once the first screen has
  // been painted, so it never competes with the styles and first pictures for the bandwidth.
  if (container.hasChildNodes()) {
    await afterFirstScreen(container)
    preloadPageModules()
  }
  const { startApp } = await import('./start-app')
  await startApp(container)
}

void boot()
