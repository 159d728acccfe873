import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * Security: no code path turns text into HTML or code. React escapes every string it
 * renders; these are the ways around that, and none may appear in the app or its mock backend
 * (the QA panel runs in the mock-enabled build, on data QA types in).
 */

const root = resolve(import.meta.dirname, '..')
/** MSW's own service worker, copied in by `msw init`, is not our code. */
const notOurs = new Set(['mocks/worker/mockServiceWorker.js'])

/** Each pattern, with lines it must catch. */
const unsafe: [pattern: RegExp, catches: string[]][] = [
  [/dangerouslySetInnerHTML/, ['<div dangerouslySetInnerHTML={{ __html: bus.name }} />']],
  [/\.(inner|outer)HTML\s*\+?=(?!=)/, ['element.innerHTML = name', 'panel.outerHTML += more']],
  [/\binsertAdjacentHTML\s*\(/, ["node.insertAdjacentHTML('beforeend', text)"]],
  [/\bdocument\.write(ln)?\s*\(/, ['document.write(text)', 'document.writeln(text)']],
  [/(^|[^\w.])eval\s*\(/, ['eval(code)', 'x = eval (code)']],
  [/\bnew\s+Function\s*\(/, ["const run = new Function('return 1')"]],
  [/\bset(Timeout|Interval)\(\s*['"`]/, ["setTimeout('alert(1)', 10)", 'setInterval(`tick()`, 5)']],
  [/\bsrcdoc\b/i, ['<iframe srcDoc={page} />']],
  [/\bcreateContextualFragment\s*\(/, ['range.createContextualFragment(html)']],
]

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !notOurs.has(file))
}

describe('no unsafe HTML or code from strings', () => {
  const files = ['src', 'mocks'].flatMap(sourceFiles)

  it('scans the app and the mock backend', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files).toContain('src/main.tsx')
    expect(files).toContain('mocks/qa-panel.ts')
  })

  it.each(unsafe)('%s catches its examples, and nothing in src/ or mocks/', (pattern, catches) => {
    for (const line of catches) expect(pattern.test(line), line).toBe(true)
    const hits = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(hits).toEqual([])
  })

  it('reading markup or naming a method "evaluate" is not flagged', () => {
    for (const line of ['if (a.innerHTML === b)', 'page.evaluate(fn)', 'retrieval (x)']) {
      expect(unsafe.filter(([pattern]) => pattern.test(line)).map(String), line).toEqual([])
    }
  })

  it('ESLint refuses dangerouslySetInnerHTML too, so it cannot come back unnoticed', async () => {
    // The project's config for src/, with only the rule in question: the typed rules would build
    // the TypeScript program first (6-19 s of the unit tests), and none of them is asked here.
    const eslint = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    })
    const [result] = await eslint.lintText(
      'export const Name = ({ html }: { html: string }) => <p dangerouslySetInnerHTML={{ __html: html }} />\n',
      { filePath: join(root, 'src/components/error-state.tsx') },
    )
    expect(result?.messages).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-syntax',
        message: 'Never render raw HTML: React escapes text for us.',
      }),
    ])
  }, 60_000)
})
