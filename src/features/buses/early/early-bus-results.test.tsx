import { HttpResponse, http } from 'msw'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { config } from '@/lib/config'
import { renderRoute } from '@/testing/render-route'
import { getBuses } from '../api/get-buses'
import { earlyBusResults } from './show-early-buses'

const busesUrl = `${config.apiBaseUrl}/api/buses/`

/** 30 buses: more than a page of cards, and every case a card shows differently. */
const wireBuses = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: index === 3 ? '<b>Coast</b> & "Express"' : `Bus ${index + 1}`,
  route: index % 2 === 0 ? 'Nairobi - Nakuru - Kisumu' : 'Mombasa - Nairobi',
  time: index === 4 ? '' : `${String(6 + (index % 12)).padStart(2, '0')}:30`,
  price: 800 + ((index * 370) % 2400),
  seats: [0, 1, 9, 10, 40][index % 5],
  image_url: [`/images/bus-${index}.jpg`, null, 'javascript:alert(1)', 'https://cdn.example/b.png'][
    index % 4
  ],
}))

/** Tag, attributes by name and children, as text: equal when two trees show the same thing. */
function tree(node: Node): string {
  if (node instanceof Text) return JSON.stringify(node.data)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort()
  const children = [...node.childNodes].map(tree).filter(Boolean)
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`
}

async function appResults(path: string): Promise<string> {
  renderRoute(path)
  const count = await screen.findByText(/^\d+ bus(es)?$|^No buses match/)
  const results = count.closest('.bus-results')
  if (!results) throw new Error('no .bus-results')
  // "Show more" and "Clear filters" come with the app only.
  results
    .querySelectorAll('.bus-results__more, .bus-results__empty')
    .forEach((node) => node.remove())
  return [...results.childNodes].map(tree).join('')
}

async function earlyResults(urlSearch: string): Promise<string> {
  return earlyBusResults(await getBuses(), urlSearch)
    .map(tree)
    .join('')
}

describe('the cards shown before the app runs', () => {
  it.each([
    ['no search', ''],
    ['a search, sorted by price', '?from=nai&to=kis&sort=price-asc'],
    ['free seats only, most seats first', '?free=true&sort=seats'],
    ['a search that matches nothing', '?from=Garissa'],
    ['bad values, read as the route reads them', '?sort=cheap&free=yes&from=%5B1%5D'],
  ])('are the ones BusesScreen renders: %s', async (_label, urlSearch) => {
    server.use(http.get(busesUrl, () => HttpResponse.json(wireBuses)))
    const early = await earlyResults(urlSearch)
    expect(early).toContain('bus-results__count')
    expect(early).toBe(await appResults(`/buses${urlSearch}`))
  })

  it('show the first page of cards, two pictures loaded at once, and no unsafe picture URL', async () => {
    server.use(http.get(busesUrl, () => HttpResponse.json(wireBuses)))
    const nodes = earlyBusResults(await getBuses(), '')
    const holder = document.createElement('div')
    holder.append(...nodes)
    expect(holder.querySelectorAll('.bus-card')).toHaveLength(24)
    const pictures = [...holder.querySelectorAll('img')]
    expect(pictures.map((img) => img.getAttribute('loading')).slice(0, 3)).toEqual([
      'eager',
      'eager',
      'lazy',
    ])
    expect(pictures.every((img) => /^(https?:\/\/|\/bus-placeholder\.svg$)/.test(img.src))).toBe(
      true,
    )
    expect(holder.textContent).toContain('<b>Coast</b> & "Express"')
    expect(holder.querySelector('b')).toBeNull()
  })
})
