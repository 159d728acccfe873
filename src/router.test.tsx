import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { renderRoute } from '@/testing/render-route'
import { recordRequests } from '@/testing/requests'

describe('preloading (docs/product.md#data-saver)', () => {
  it('pointing at the Buses link fetches the list ahead', async () => {
    const { user } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const calls = recordRequests()
    await user.hover(buses)
    await expect.poll(() => calls).toContain('GET /api/buses/')
  })

  it.each([
    ['on before the page opens', true],
    ['switched on with the link already on screen', false],
  ])(
    'with the data saver %s, nothing is fetched before the tap, and the tap still loads',
    async (_when, onBefore) => {
      if (onBefore) chooseDataSaver(true)
      const { user, router } = renderRoute('/')
      const buses = await screen.findByRole('link', { name: 'Buses' })
      expect(router.options.defaultPreload).toBe(onBefore ? false : 'intent')
      chooseDataSaver(true)
      expect(router.options.defaultPreload).toBe(false)
      const calls = recordRequests()
      await user.hover(buses)
      await router.preloadRoute({ to: '/buses' })
      expect(calls).toEqual([])
      await user.click(buses)
      expect(await screen.findByRole('list', { name: 'Buses' })).toBeInTheDocument()
      expect(calls).toEqual(['GET /api/buses/'])
      chooseDataSaver(false)
      expect(router.options.defaultPreload).toBe('intent')
    },
  )
})
