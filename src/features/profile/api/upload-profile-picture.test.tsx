import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { dialogs } from '@/lib/dialogs'
import { createTestQueryClient } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'
import {
  NotLoggedInError,
  uploadProfilePicture,
  useUploadProfilePicture,
} from './upload-profile-picture'

const png = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' })

describe('upload without a token', () => {
  it("sends nothing, and alerts 'You are not logged in.'", async () => {
    const requests = countRequests()
    await expect(uploadProfilePicture(png)).rejects.toBeInstanceOf(NotLoggedInError)
    expect(requests.count).toBe(0)
    const alert = vi.spyOn(dialogs, 'alert').mockImplementation(() => {})
    const queryClient = createTestQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useUploadProfilePicture(), { wrapper })
    act(() => result.current.mutate(png))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You are not logged in.'))
    expect(alert).toHaveBeenCalledOnce()
    expect(requests.count).toBe(0)
  })
})
