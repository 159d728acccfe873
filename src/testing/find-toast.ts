import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'

/** The page's toast region (a polite status region) once it holds `text`. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((status) => status.classList.contains('toast-region'))
    expect(found).toBeDefined()
    return found!
  })
  await within(region).findByText(text)
  return region
}
