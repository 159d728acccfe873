import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Vite's build manifest (`build.manifest`): each source module's chunk and what it imports. */
type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
}

/**
 * The JS files a page runs: the chunks of `sources` (source paths; a route split by the router
 * plugin has several, 'src/routes/buses.tsx?tsr-split=…') and everything they import. The app's
 * CSS is one file that the template links (`cssCodeSplit: false`): a chunk with a stylesheet of
 * its own would paint the prerendered page unstyled, so it fails the build.
 */
export function pageScripts(manifest: Manifest, sources: string[]): string[] {
  const scripts = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || scripts.has(`/${chunk.file}`)) return
    if (chunk.css?.length && !chunk.isEntry)
      throw new Error(`${key} has a stylesheet of its own; the app's CSS must be one file`)
    scripts.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  // A key is the source path, with `?query` for a split route, and may start with `../` where
  // node_modules is a link.
  const matches = (key: string, source: string) =>
    key.replace(/^(\.\.\/)+[^/]+\/(?=node_modules\/)/, '').split('?')[0] === source
  for (const key of Object.keys(manifest)) {
    if (sources.some((source) => matches(key, source))) visit(key)
  }
  return [...scripts]
}
