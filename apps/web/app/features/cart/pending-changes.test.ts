import { expect, test } from 'vitest'
import { quantityFetcher, removeFetcher } from './cart-line.tsx'
import { pendingChanges } from './pending-changes.ts'

const sending = (key: string, fields: Record<string, string>) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return { key, formData }
}

test("the quantities being saved and the lines being removed are the cart's own", () => {
  const changes = pendingChanges(
    ['ikom:1', 'ikom:2', 'awond:3'],
    [
      sending(quantityFetcher('ikom:1'), { quantity: '4' }),
      sending(removeFetcher('awond:3'), { remove: '3' }),
      sending(quantityFetcher('ikom:9'), { quantity: '2' }),
      { key: 'add-to-cart' },
    ],
  )
  expect(changes.sending).toEqual(new Map([['ikom:1', 4]]))
  expect(changes.removing).toEqual(new Set(['awond:3']))
})

test('a fetcher that has answered (no form on its way) is not pending', () => {
  const changes = pendingChanges(
    ['ikom:1'],
    [{ key: quantityFetcher('ikom:1') }, { key: removeFetcher('ikom:1') }],
  )
  expect(changes.sending.size).toBe(0)
  expect(changes.removing.size).toBe(0)
})
