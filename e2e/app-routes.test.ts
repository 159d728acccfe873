import { expect, it } from 'vitest'
import { appPaths, prerenderedPages } from '../src/prerender'
import { prerenderedAddresses, routeAddresses } from './app-routes'

it('gives the browser tests an address for every route the router knows, and no other', () => {
  expect(Object.keys(routeAddresses).sort()).toEqual(appPaths())
  expect(prerenderedPages().map((page) => page.path)).toEqual(prerenderedAddresses)
})
