/**
 * `npm run test:same-build`: a build is reproducible. After `npm run build` here, a copy of the
 * checkout in another folder (scripts/build/checkout-copy.ts) is built the same way, and the two
 * `dist/` folders must be the same, byte for byte, every file and every `.gz` (`diff -r`). A build
 * that read its clock, or the path it was made in, would differ. Not part of `npm test`: it
 * builds the whole app again (CI runs it after its own production build).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { copyCheckout, root, runIn } from './checkout-copy.ts'

const built = join(root, 'dist')
if (!existsSync(join(built, 'index.html'))) throw new Error('Run `npm run build` first.')
const copy = copyCheckout('same-build')
console.log(`same build: building a copy in ${copy}`)
runIn(copy, 'i18n')
runIn(copy, 'build')
try {
  execFileSync('diff', ['-r', built, join(copy, 'dist')], { stdio: 'inherit' })
} catch {
  console.error(`\nsame build FAILED: the two builds differ (the copy stays in ${copy})`)
  process.exit(1)
}
rmSync(copy, { recursive: true, force: true })
console.log('same build: the two dist/ folders are identical')
