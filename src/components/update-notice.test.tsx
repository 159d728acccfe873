import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { announceAppUpdate } from '@/lib/app-update'
import { prerenderAndHydrate } from '@/testing/prerender-and-hydrate'
import { UpdateNotice } from './update-notice'

describe('the update notice', () => {
  it('hydrates a prerendered page without it, then offers a version that waits already', async () => {
    const reloadIntoIt = vi.fn()
    const { prerendered, mismatches } = await prerenderAndHydrate(
      <main>
        <UpdateNotice />
      </main>,
      () => announceAppUpdate(reloadIntoIt),
    )
    expect(prerendered).toBe('<main></main>')
    expect(mismatches).toEqual([])
    expect(await screen.findByText('A new version is available')).toBeVisible()
    expect(reloadIntoIt).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reloadIntoIt).toHaveBeenCalledOnce()
  })
})
