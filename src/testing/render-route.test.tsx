import type { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { endSession } from '@/lib/session-store'
import { renderRoute } from './render-route'
import { signIn } from './sign-in'

// The two tests run in order: the second checks what the first one left behind.
describe('renderRoute once its test has finished', () => {
  const probe = ['left-by-an-earlier-test']
  let earlier: QueryClient | undefined

  it('renders with a cache that a login empties', () => {
    earlier = renderRoute('/').queryClient
    earlier.setQueryData(probe, 'from before the login')
    signIn()
    expect(earlier.getQueryData(probe)).toBeUndefined()
    endSession()
    earlier.setQueryData(probe, 'kept')
  })

  it('no longer empties that cache when a later test logs in', () => {
    expect(earlier?.getQueryData(probe)).toBe('kept')
    signIn()
    expect(earlier?.getQueryData(probe)).toBe('kept')
  })
})
