import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { dialogs } from '@/lib/dialogs'
import { requestJson } from '@/lib/http-client'
import { getToken, updateSessionUser } from '@/lib/session-store'
import { profileQueries } from './get-profile'
import { uploadResponseSchema } from './profile-schema'

export const notLoggedInText = 'You are not logged in.'
export const uploadFailedText = 'Failed to upload image. Check console for details.'

export class NotLoggedInError extends Error {
  constructor() {
    super(notLoggedInText)
    this.name = 'NotLoggedInError'
  }
}

/** Sends the picture as multipart `profile_picture`; returns the new picture's URL or path. */
export async function uploadProfilePicture(file: File): Promise<string> {
  if (!getToken()) throw new NotLoggedInError()
  const body = new FormData()
  body.append('profile_picture', file)
  const response = await requestJson('api/auth/profile/', uploadResponseSchema, {
    method: 'put',
    body,
    auth: true,
    // SPEC.md point 8: a 401 here clears the token and goes to /login at once.
    expireSessionOn401: true,
  })
  return response.user.profile_picture
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (profilePicture) => {
      // The response is the server's word on the new picture: show it at once, no refetch.
      queryClient.setQueryData(profileQueries.detail().queryKey, (profile) =>
        profile ? { ...profile, profilePicture } : profile,
      )
      updateSessionUser({ profile_picture: profilePicture })
    },
    onError: (error) => {
      if (error instanceof NotLoggedInError) return dialogs.alert(notLoggedInText)
      if (error instanceof ApiError && error.isUnauthorized) return
      console.error('Profile picture upload failed', error)
      dialogs.alert(uploadFailedText)
    },
  })
}
