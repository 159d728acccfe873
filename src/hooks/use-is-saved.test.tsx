import { act, screen } from '@testing-library/react'
import { hashKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { setSavedQueries } from '@/lib/saved-queries'
import { prerenderAndHydrate } from '@/testing/prerender-and-hydrate'
import { useIsSaved } from './use-is-saved'

const queryKey = ['bookings']
const fetchedAt = 1_700_000_000_000

function SavedNote({ dataUpdatedAt }: { dataUpdatedAt: number }) {
  return <p>{useIsSaved(queryKey, dataUpdatedAt) ? 'Saved' : 'Not saved'}</p>
}

describe('useIsSaved', () => {
  it('hydrates as prerendered (nothing saved), then says what the device holds: saved only while its copy is the data shown', async () => {
    const { prerendered, mismatches } = await prerenderAndHydrate(
      <SavedNote dataUpdatedAt={fetchedAt} />,
      () => setSavedQueries(new Map([[hashKey(queryKey), fetchedAt]])),
    )
    expect(prerendered).toBe('<p>Not saved</p>')
    expect(mismatches).toEqual([])
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    act(() => setSavedQueries(new Map([[hashKey(queryKey), fetchedAt - 1]])))
    expect(screen.getByText('Not saved')).toBeInTheDocument()
    act(() => setSavedQueries(new Map([[hashKey(queryKey), fetchedAt]])))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => setSavedQueries(new Map()))
    expect(screen.getByText('Not saved')).toBeInTheDocument()
  })
})
