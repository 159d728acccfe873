import { describe, expect, it } from 'vitest'
import { compileAllHint, compileHint } from './compile-hint'

describe('compileHint', () => {
  it('asks V8 to compile the chunk holding React DOM eagerly', () => {
    const chunk = {
      moduleIds: [
        '/app/node_modules/scheduler/cjs/scheduler.production.js',
        '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      ],
    }
    expect(compileHint(chunk)).toBe(compileAllHint)
    expect(compileAllHint).toBe('//# allFunctionsCalledOnLoad')
  })

  it('leaves every other chunk to V8', () => {
    const chunk = { moduleIds: ['/app/src/start-app.tsx', '/app/node_modules/react/index.js'] }
    expect(compileHint(chunk)).toBe('')
  })
})
