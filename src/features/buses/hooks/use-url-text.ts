import { useState } from 'react'

/**
 * The text of a field whose value lives in the URL. The field shows its own state, updated in
 * the keystroke itself (a value that came back from the router later would move the caret);
 * when the URL changes otherwise (Back, Clear filters, a link) the field follows it.
 */
export function useUrlText(urlValue: string) {
  const [text, setText] = useState(urlValue)
  const [seen, setSeen] = useState(urlValue)
  if (urlValue !== seen) {
    setSeen(urlValue)
    setText(urlValue)
  }
  return [text, setText] as const
}
