import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, test } from 'vitest'
import routes from './routes.ts'

type Flat = { path: string; signedIn: boolean; file: string }

function flatten(entries: RouteConfigEntry[], base = '', signedIn = false): Flat[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, '/') : base
    const guarded = signedIn || entry.file.endsWith('layouts/signed-in.tsx')
    const self: Flat[] =
      entry.path !== undefined || entry.index
        ? [{ path: path || '/', signedIn: guarded, file: entry.file }]
        : []
    return [...self, ...flatten(entry.children ?? [], path, guarded)]
  })
}

const table = flatten(routes)
const find = (path: string) => table.find((route) => route.path === path)

// §2 route table: path → access.
const SPEC: [string, 'public' | 'sign-in'][] = [
  ['/home', 'public'],
  ['/', 'public'],
  ['/login', 'public'],
  ['/register', 'public'],
  ['/forget-password', 'public'],
  // Beyond §2: where the mailed reset link lands, and the target of the Logout button.
  ['/reset-password', 'public'],
  ['/logout', 'public'],
  ['/products/:shopId', 'public'],
  ['/products/:shopId/:id', 'public'],
  ['/cart', 'sign-in'],
  // Beyond §2: the cart's selection goes to its own checkout page.
  ['/checkout', 'sign-in'],
  // Beyond §2 (issue 15): a visitor's Add to cart / Buy now, done after the sign-in.
  ['/cart/pending', 'public'],
  // Beyond §2 (ADR 021): a shared page's browser asks who its customer is (JSON).
  ['/visitor', 'public'],
  ['/customer', 'sign-in'],
  ['/customer/user-info', 'sign-in'],
  ['/customer/address', 'sign-in'],
  ['/customer/orders', 'sign-in'],
  ['/customer/orders/:id', 'sign-in'],
  // Beyond §2 (issue 15): the orders a checkout made, and paying several with one transfer.
  ['/customer/orders/placed', 'sign-in'],
  ['/customer/payments', 'sign-in'],
  ['/customer/payments/:id', 'sign-in'],
  ['/customer/wallet', 'sign-in'],
  ['/customer/wallet/:id', 'sign-in'],
  ['/customer/gift', 'sign-in'],
  ['/customer/support', 'sign-in'],
  // Beyond §2 (issue 21): one support request and its conversation.
  ['/customer/support/:id', 'sign-in'],
  ['/customer/auction-log', 'sign-in'],
  // Beyond §2 (issue 22): which notices come by mail and push, and a notice mail's way out.
  ['/customer/notifications', 'sign-in'],
  ['/unsubscribe', 'public'],
  ['/contact-us', 'public'],
  ['/about-us', 'public'],
  ['/blogs', 'public'],
  ['/blogs/:id', 'public'],
  ['/policy', 'public'],
  ['/manual', 'public'],
  ['/newbie', 'public'],
  ['/price-list', 'public'],
  ['/service-price-table', 'public'],
  ['/question-and-answer', 'public'],
  ['/payment-information', 'public'],
  ['/other-market/products/:shopId', 'public'],
  ['/other-market/:shopId', 'public'],
  ['/other-market/search', 'public'],
  // Beyond §2 (issue 19): a pasted link opens its item (§4 Search), or says why not.
  ['/other-market/link', 'public'],
  ['/other-market/:shopId/payment', 'sign-in'],
  ['/other-market/:shopId/:id', 'public'],
  ['/other-market/home/:shopId', 'public'],
  ['/other-market/:shopId/seller-shop/:sellerShopId', 'public'],
  ['/other-market/translate/:shopId/:id', 'public'],
  ['/other-market/ecoring', 'public'],
  ['/other-market/ecoring/preview', 'public'],
  ['/other-market/ecoring/timelimit', 'public'],
  ['/other-market/ecoring/realtime', 'public'],
  ['/other-market/ecoring/detail/:option/:id', 'public'],
]

test.each(SPEC)('%s is registered as %s', (path, access) => {
  const route = find(path)
  expect(route, path).toBeDefined()
  expect(route?.signedIn ? 'sign-in' : 'public').toBe(access)
})

test('every other path falls through to the not-found page', () => {
  expect(find('/*')?.file).toBe('routes/not-found.tsx')
})

test('nothing is registered that the route table of §2 does not name', () => {
  const named = new Set([...SPEC.map(([path]) => path), '/*'])
  expect(table.filter((route) => !named.has(route.path)).map((r) => r.path)).toEqual([])
})
