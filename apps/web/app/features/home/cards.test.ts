import { expect, test } from 'vitest'
import type { ProductCardProduct } from '#app/features/catalog/product-card.tsx'
import { cardsByWishlistKey, type HomeConfigData, type HomeRowsData } from './cards.ts'

const card = (shop_id: 'ikom' | 'awond', id: number) => ({ shop_id, id }) as ProductCardProduct

test("every card of the sections and rows is found by its heart's key", () => {
  const config = { sections: [{ products: [card('ikom', 1)] }] } as HomeConfigData
  const rows = {
    trending: [card('awond', 2)],
    best_sellers: [],
    new_arrivals: [card('ikom', 1)],
    top_rated: [],
    weekly_sale: [card('ikom', 3)],
  } as unknown as HomeRowsData
  const cards = cardsByWishlistKey(config, rows)
  expect([...cards.keys()].sort()).toEqual(['awond:2', 'ikom:1', 'ikom:3'])
  expect(cards.get('awond:2')).toEqual(card('awond', 2))
})

test('a home page without its config or rows has only what it shows', () => {
  expect(cardsByWishlistKey(null, null).size).toBe(0)
})
