import { screen, within } from '@testing-library/react'

/** The text a facts list gives for `term` (its dt's dd), within `container` (the page by default). */
export function factOf(term: string, container: HTMLElement = document.body) {
  return within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

/** The cards of the list named `list`, once it shows. */
export async function findCards(list: string) {
  return within(await screen.findByRole('list', { name: list })).getAllByRole('article')
}

/** The names of the cards of the list named `list`, in the order it shows them. */
export function cardNames(list: string) {
  return within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
}
