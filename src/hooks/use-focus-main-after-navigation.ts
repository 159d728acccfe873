import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { focusMainContent, isFocusLost } from '@/lib/main-focus'

/**
 * A control that leads to another screen (a submit button, Book Now!, Logout) usually goes away
 * with the old screen, and the browser drops focus on <body>: the next Tab starts again at the
 * top of the page. After such a navigation focus moves to the main content instead. Focus that
 * survived (a top-bar link) stays where it is.
 */
export function useFocusMainAfterNavigation(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        // No fromLocation: the first screen of a page load, where focus starts at the top.
        if (event.fromLocation && event.pathChanged && isFocusLost()) focusMainContent()
      }),
    [router],
  )
}
