import './saved-picture.css'

/** A bus drawn in the page itself: what stands in for a picture the data saver kept back. */
function BusDrawing() {
  return (
    <svg className="saved-picture__drawing" viewBox="0 0 48 32" aria-hidden="true">
      <rect x="4" y="4" width="40" height="20" rx="4" fill="currentColor" />
      <rect x="8" y="8" width="8" height="7" rx="1" fill="#fff" opacity="0.85" />
      <rect x="18" y="8" width="8" height="7" rx="1" fill="#fff" opacity="0.85" />
      <rect x="28" y="8" width="12" height="11" rx="1" fill="#fff" opacity="0.85" />
      <circle cx="13" cy="25" r="4" fill="currentColor" stroke="#fff" strokeWidth="1.5" />
      <circle cx="35" cy="25" r="4" fill="currentColor" stroke="#fff" strokeWidth="1.5" />
    </svg>
  )
}

interface SavedPictureProps {
  /** The picture's own class, so the box takes exactly its place. */
  className: string
  /** What the box is read as. */
  label: string
  /** What "Show picture" does; without it the box is a drawing only (there is no picture). */
  onShow?: () => void
  showText?: string
}

/**
 * In place of a picture the data saver has not downloaded (docs/product.md#data-saver): a box
 * of the same size, drawn without a download, that is the "Show picture" button.
 */
export function SavedPicture({ className, label, onShow, showText }: SavedPictureProps) {
  if (!onShow) {
    return (
      <span className={`${className} saved-picture`} role="img" aria-label={label}>
        <BusDrawing />
      </span>
    )
  }
  return (
    <button
      type="button"
      className={`${className} saved-picture saved-picture--button`}
      aria-label={label}
      onClick={onShow}
    >
      <BusDrawing />
      <span className="saved-picture__text">{showText}</span>
    </button>
  )
}
