/**
 * Writes docs/openapi.json, the backend contract as OpenAPI 3.1, from the app's zod schemas.
 * scripts/openapi/openapi.test.ts fails when the file is out of date.
 *
 * Usage: npm run docs:api
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import { openApiFile, renderOpenApiDocument } from './document'

await mkdir(dirname(openApiFile), { recursive: true })
await writeFile(openApiFile, await renderOpenApiDocument())
console.log(`docs:api: wrote ${relative(process.cwd(), openApiFile)}`)
