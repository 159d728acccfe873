import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { dialogs } from '@/lib/dialogs'
import { renderHookWithClient } from '@/testing/render-route'
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
    const upload = renderHookWithClient(useUploadProfilePicture)
    act(() => upload.current.mutate(png))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You are not logged in.'))
    expect(alert).toHaveBeenCalledOnce()
    expect(requests.count).toBe(0)
  })
})
