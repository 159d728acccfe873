import { findForbiddenMarkers } from '../production-markers'
import { expect, test } from '../fixtures'
import { bundles } from '../servers'

/**
 * The production build every host here serves (`vite build` with mocking off, as `npm run build`
 * makes it) carries no devtools panel and no mock backend. The markers are proven real by
 * e2e/production-markers.test.ts.
 */
test('the production build holds no devtools or mock backend marker', async () => {
  expect(await findForbiddenMarkers(bundles.real.outDir)).toEqual([])
})
