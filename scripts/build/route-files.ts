import { relative, resolve } from 'node:path'
import type { ConfigInput } from '@tanstack/router-plugin'
import type { Plugin } from 'vite'

type GeneratorPlugin = NonNullable<ConfigInput['plugins']>[number]

/** Where the build writes it, beside Vite's manifest (the prerender removes both). */
export const routeFilesName = '.vite/route-files.json'

/** Each route's id (as a match names it: '__root__', '/buses', '/_signed-in/bookings') → its file. */
export type RouteFiles = Record<string, string>

/**
 * The router's own list of route files, from its generator (the route tree it writes), given to
 * the build: the prerender reads which source files, and so which chunks of Vite's manifest, a
 * page's routes are made of, without deriving a file's name from a route's path.
 */
export function routeFiles(routesDirectory: string) {
  const files: RouteFiles = {}
  const fileOf = (filePath: string) => relative(process.cwd(), resolve(routesDirectory, filePath))
  const generator: GeneratorPlugin = {
    name: 'matatu:route-files',
    onRouteTreeChanged({ routeNodes, rootRouteNode }) {
      for (const key of Object.keys(files)) delete files[key]
      files.__root__ = fileOf(rootRouteNode.filePath)
      for (const node of routeNodes)
        if (node.routePath) files[node.routePath] = fileOf(node.filePath)
    },
  }
  const build: Plugin = {
    name: 'matatu:route-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: routeFilesName, source: JSON.stringify(files) })
    },
  }
  return { generator, build }
}
