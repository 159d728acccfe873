import { useId, useRef, useState, type ChangeEvent } from 'react'
import { ConnectionNeeded } from '@/components/connection-needed'
import { useDataSaver } from '@/hooks/use-data-saver'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { resolveApiAssetUrl } from '@/lib/urls'
import { m } from '@/paraglide/messages.js'
import { useUploadProfilePicture } from '../api/upload-profile-picture'
import { ProfileAvatar } from './profile-avatar'

interface ProfilePictureProps {
  username: string | null
  picture: string | null
}

/**
 * The picture, which uploads a new one when clicked, and a Choose File button doing the same.
 * With the data saver on, the picture downloads only after "Show picture", a button of its own:
 * a click on the picture still uploads (docs/product.md#data-saver).
 */
export function ProfilePicture({ username, picture }: ProfilePictureProps) {
  const saving = useDataSaver()
  const [asked, setAsked] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const keptBack = saving && !asked && resolveApiAssetUrl(picture) !== undefined
  const upload = useUploadProfilePicture()
  const connection = useNeedsConnection(m.profile_upload_offline_action())
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const messageId = useId()

  function chooseFile() {
    // Offline, the file picker does not open: the picture could not be sent.
    if (!upload.isPending && connection.allows()) fileInput.current?.click()
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/')) {
      setFileError(m.profile_not_an_image())
      return
    }
    setFileError(null)
    // The connection may have gone while the picker was open.
    if (connection.allows()) upload.mutate(file)
  }

  const busy = upload.isPending || undefined
  return (
    <div className="profile-picture">
      <button
        ref={trigger}
        type="button"
        className="profile-picture__trigger"
        aria-label={m.profile_change_picture()}
        aria-describedby={fileError ? messageId : undefined}
        aria-disabled={busy}
        onClick={chooseFile}
      >
        <ProfileAvatar username={username} picture={keptBack ? null : picture} />
      </button>
      <div className="profile-picture__actions">
        {keptBack ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setAsked(true)
              // The button goes as the picture comes: the focus moves to the picture.
              trigger.current?.focus()
            }}
          >
            {m.common_show_picture()}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-describedby={fileError ? messageId : undefined}
          onClick={chooseFile}
        >
          {m.profile_choose_file()}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={m.profile_picture_file()}
          onChange={onFileChosen}
        />
        <div aria-live="polite">
          {upload.isPending ? (
            <p className="profile-picture__note">{m.profile_uploading_picture()}</p>
          ) : null}
        </div>
        <ConnectionNeeded message={connection.message} />
        {fileError ? (
          <p id={messageId} className="form-field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
    </div>
  )
}
