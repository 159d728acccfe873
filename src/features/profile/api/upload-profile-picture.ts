import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { hasToken } from '@/lib/session-store'
import { showToast } from '@/lib/toast-store'
import { m } from '@/paraglide/messages.js'
import { profileQueries } from './get-profile'
import { uploadResponseSchema } from './profile-schema'

export class NotLoggedInError extends Error {
  constructor() {
    super(m.profile_not_logged_in())
    this.name = 'NotLoggedInError'
  }
}

/** Sends the picture as multipart `profile_picture`; returns the new picture's URL or path. */
export async function uploadProfilePicture(file: File): Promise<string> {
  if (!hasToken()) throw new NotLoggedInError()
  const body = new FormData()
  body.append('profile_picture', file)
  const response = await requestJson('api/auth/profile/', uploadResponseSchema, {
    method: 'put',
    body,
    auth: true,
  })
  return response.user.profile_picture
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePicture,
    meta: {
      // A 401 clears the token and goes to /login at once (docs/product.md#profile).
      on401: 'end-session',
      alertOnError: (error) =>
        error instanceof NotLoggedInError ? m.profile_not_logged_in() : m.profile_upload_failed(),
    },
    onSuccess: (profilePicture) => {
      // The response is the server's word on the new picture: show it at once, no refetch. The
      // query cache is the picture's one home.
      queryClient.setQueryData(profileQueries.detail().queryKey, (profile) =>
        profile ? { ...profile, profilePicture } : profile,
      )
      showToast({ text: m.profile_picture_updated })
    },
  })
}
