import { Fragment, type ReactNode } from 'react'
import { useLanguage } from '@/hooks/use-language'

/**
 * Renders the app afresh when the language changes, so every text (memoised ones included)
 * follows it. The router keeps the page and react-query the data; what a form held in React
 * state only is reset, as a reload would.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>
}
