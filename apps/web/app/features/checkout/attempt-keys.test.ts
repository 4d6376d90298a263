import type { CartGroup, CartLine } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { keepAttemptKeys } from './attempt-keys.ts'
import { keyField } from './checkout-result.ts'

const group = (shop_id: string, quantity: number) =>
  ({
    shop_id,
    products: [{ shop_id, product_id: 1, quantity } as CartLine],
  }) as CartGroup

/** The form as the page renders it: a fresh key per shop from the loader, and the note. */
function pageForm(keys: Record<string, string>, note = '') {
  const form = new FormData()
  for (const [shop, key] of Object.entries(keys)) form.set(keyField(shop), key)
  form.set('note', note)
  return form
}

test('a retry of the same orders keeps the keys first sent, so no order is made twice', () => {
  const attempts = new Map<string, string>()
  const groups = [group('ikom', 1), group('awond', 2)]
  const first = pageForm({ ikom: 'k1', awond: 'k2' })
  keepAttemptKeys(attempts, first, groups, 7, 'air')
  expect([first.get(keyField('ikom')), first.get(keyField('awond'))]).toEqual(['k1', 'k2'])

  const retry = pageForm({ ikom: 'k3', awond: 'k4' })
  keepAttemptKeys(attempts, retry, groups, 7, 'air')
  expect([retry.get(keyField('ikom')), retry.get(keyField('awond'))]).toEqual(['k1', 'k2'])
})

test('an order that says something else (method, address, note, quantity) is a new order', () => {
  const attempts = new Map<string, string>()
  keepAttemptKeys(attempts, pageForm({ ikom: 'k1' }), [group('ikom', 1)], 7, 'air')
  const changes: [CartGroup, number, 'air' | 'sea', string][] = [
    [group('ikom', 1), 7, 'sea', ''],
    [group('ikom', 1), 8, 'air', ''],
    [group('ikom', 1), 7, 'air', 'Gift wrap'],
    [group('ikom', 3), 7, 'air', ''],
  ]
  for (const [changed, address, method, note] of changes) {
    const form = pageForm({ ikom: 'fresh' }, note)
    keepAttemptKeys(attempts, form, [changed], address, method)
    expect(form.get(keyField('ikom'))).toBe('fresh')
  }
})
