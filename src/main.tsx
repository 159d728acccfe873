import './styles/global.css'

/** Resolves once the page (and its first pictures) has loaded and been painted. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => requestAnimationFrame(() => setTimeout(resolve, 0))
    if (document.readyState === 'complete') next()
    else window.addEventListener('load', next, { once: true })
  })
}

async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // A prerendered page is already readable: the app takes over once it has been painted, so
  // its JavaScript never holds back the first screen.
  if (container.hasChildNodes()) await afterFirstPaint()
  const { startApp } = await import('./start-app')
  await startApp(container)
}

void boot()
