import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setMockScenario } from '../../mocks/node'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { renderRoute } from '@/testing/render-route'

/** The bus cards' pictures on /buses, the bus picture's main home (docs/product.md#data-saver). */
async function renderBuses() {
  const view = renderRoute('/buses')
  const list = await screen.findByRole('list', { name: 'Buses' })
  return { ...view, list }
}

describe('bus pictures', () => {
  it('with the data saver on, no picture until "Show picture", then that one only; turned off with the switch in the footer (which says what it does only while on), every card has its picture back', async () => {
    chooseDataSaver(true)
    const { list, user } = await renderBuses()
    expect(list.querySelectorAll('img')).toHaveLength(0)
    const show = within(list).getByRole('button', { name: 'Show picture of Coast Express' })
    expect(show).toHaveTextContent('Show picture')
    expect(show).toHaveClass('bus-card__image')
    await user.click(show)
    const picture = within(list).getByRole('img', { name: 'Coast Express bus' })
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveFocus()
    expect(list.querySelectorAll('img')).toHaveLength(1)
    expect(within(list).getAllByRole('button', { name: /^Show picture of/ })).toHaveLength(4)
    // The footer's switch says what the saver does only while it is on; off, each card has its
    // picture.
    const toggle = screen.getByRole('switch', { name: 'Data saver' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription('Pictures load only when you tap them.')
    await user.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(screen.queryByText('Pictures load only when you tap them.')).toBeNull()
    expect(toggle).not.toHaveAttribute('aria-describedby')
    await waitFor(() => expect(within(list).getAllByRole('img', { name: /bus$/ })).toHaveLength(5))
    expect(within(list).queryByRole('button', { name: /^Show picture/ })).not.toBeInTheDocument()
  })

  it('a bus without a picture gets the drawn box, with nothing to show and no download', async () => {
    setMockScenario({ busCount: 13 })
    chooseDataSaver(true)
    const { list } = await renderBuses()
    // Every 13th generated bus has no picture (mocks/README.md#seed-data).
    const drawn = within(list).getByRole('img', { name: /: no picture available$/ })
    expect(drawn.tagName).toBe('SPAN')
    const card = drawn.closest('article')!
    expect(within(card).queryByRole('button', { name: /^Show picture/ })).not.toBeInTheDocument()
    expect(within(list).getAllByRole('button', { name: /^Show picture of/ })).toHaveLength(12)
    expect(list.querySelectorAll('img')).toHaveLength(0)
  })
})
