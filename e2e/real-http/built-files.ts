import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundles } from '../servers'

/** The production build the hosts serve, as written to its folder. */
export const dist = bundles.real.outDir
export const builtFile = (file: string) => readFileSync(join(dist, file), 'utf8')
/** The first hashed script the home page loads. */
export const hashedAsset = /src="(\/assets\/[^"]+\.js)"/.exec(builtFile('index.html'))?.[1] ?? ''
