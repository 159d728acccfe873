import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { sessionStore } from '@/lib/session-store'
import type { AppRouter } from '@/router'

/** Waits until the router is at `pathname`, then checks its search (when given) exactly. */
export async function expectLocation(
  router: AppRouter,
  pathname: string,
  search?: Record<string, unknown>,
): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
  if (search) expect(router.state.location.search).toEqual(search)
}

/** No token left: neither in the session store nor in storage. */
export function expectTokenGone(): void {
  expect(sessionStore.getState().token).toBeNull()
  expect(localStorage.getItem('token')).toBeNull()
}
