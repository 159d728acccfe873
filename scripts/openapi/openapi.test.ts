import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument, openApiFile, renderOpenApiDocument } from './document'

const apiDoc = readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')

/** Every `METHOD /path` that docs/api.md names in its Calls section. */
function callsInApiDoc(): string[] {
  const section = apiDoc.split(/^## /m).find((part) => part.startsWith('Calls\n')) ?? ''
  const calls = [...section.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s]*)`/g)]
  return [...new Set(calls.map(([, method, path]) => `${method} ${path}`))].sort()
}

function callsInDocument(document: Record<string, unknown>): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>
  return Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'put', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort()
}

describe('docs/openapi.json', () => {
  it('is what the zod schemas give today', async () => {
    const onDisk = readFileSync(openApiFile, 'utf8')
    const fresh = await renderOpenApiDocument()
    expect(
      onDisk === fresh,
      'docs/openapi.json is out of date with the zod schemas: run `npm run docs:api`',
    ).toBe(true)
  })

  it('is OpenAPI 3.1.0 with exactly the calls docs/api.md lists, every $ref resolved inside', () => {
    const document = buildOpenApiDocument()
    expect(document.openapi).toBe('3.1.0')
    const documented = callsInApiDoc()
    expect(documented, 'no `METHOD /path` found under ## Calls in docs/api.md').not.toHaveLength(0)
    expect(callsInDocument(document)).toEqual(documented)
    const text = JSON.stringify(document)
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(schemas, `$ref to ${name}`).toHaveProperty([name as string])
    }
  })
})
