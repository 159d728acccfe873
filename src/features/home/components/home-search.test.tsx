import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { renderRoute } from '@/testing/render-route'

async function findSearch() {
  return screen.findByRole('search', { name: 'Find a bus' })
}

// Typing, then a navigation that loads /buses: slow on a busy machine.
describe('Home: Find a bus', { timeout: 20_000 }, () => {
  it('is a plain GET form to /buses, so it works before the app runs; pointing at Search buses loads /buses ahead, unless the data saver is on; once the app runs, it opens /buses with From and To through the router', async () => {
    const { user, router } = renderRoute('/')
    const form = await findSearch()
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/buses')
    expect(within(form).getByRole('textbox', { name: 'From' })).toHaveAttribute('name', 'from')
    expect(within(form).getByRole('textbox', { name: 'To' })).toHaveAttribute('name', 'to')
    const button = within(form).getByRole('button', { name: 'Search buses' })
    expect(button).toHaveAttribute('type', 'submit')
    // Pointing at it
    const preload = vi.spyOn(router, 'preloadRoute')
    chooseDataSaver(true)
    await user.hover(button)
    expect(preload).not.toHaveBeenCalled()
    await user.unhover(button)
    chooseDataSaver(false)
    await user.hover(button)
    expect(preload).toHaveBeenCalledWith({ to: '/buses' })
    // Searching
    await user.type(within(form).getByRole('textbox', { name: 'From' }), ' Nairobi ')
    await user.type(within(form).getByRole('textbox', { name: 'To' }), 'Kisumu')
    await user.click(button)
    const list = await screen.findByRole('list', { name: 'Buses' })
    expect(within(list).getAllByRole('article')).toHaveLength(1)
    expect(within(list).getByRole('article', { name: 'Lake Shuttle' })).toBeInTheDocument()
    expect(router.state.location.href).toBe('/buses?from=Nairobi&to=Kisumu')
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Nairobi')
  })

  it('leaves an empty field out of the URL', async () => {
    const { user, router } = renderRoute('/')
    const form = await findSearch()
    await user.type(within(form).getByRole('textbox', { name: 'To' }), 'Mombasa{Enter}')
    await screen.findByRole('list', { name: 'Buses' })
    expect(router.state.location.href).toBe('/buses?to=Mombasa')
  })
})
