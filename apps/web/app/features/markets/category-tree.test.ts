import type { MarketCategory } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { categoryLevel, categoryTree, pathTo } from './category-tree.ts'

const category = (id: string, parent: string | null, en: string): MarketCategory => ({
  id,
  parent_id: parent,
  lang: { vi: `vi ${en}`, ja: `ja ${en}`, en },
})

// Women › Tops › T-shirts / Knitwear; Women › Bags; Men (no children).
const tree = categoryTree([
  category('w', null, 'Women'),
  category('m', null, 'Men'),
  category('w-tops', 'w', 'Tops'),
  category('w-bags', 'w', 'Bags'),
  category('w-tops-t', 'w-tops', 'T-shirts'),
  category('w-tops-k', 'w-tops', 'Knitwear'),
  category('orphan', 'gone', 'Orphan'),
])

describe('Rakuma drills down', () => {
  test('its roots: a parent drills to its children, a category without children goes to its list', () => {
    const level = categoryLevel('rakuma', tree, null, 'en')
    expect(level.current).toBeNull()
    expect(level.back).toBeNull()
    expect(level.tiles).toEqual([
      { id: 'w', name: 'Women', href: '/other-market/rakuma?parent=w' },
      { id: 'm', name: 'Men', href: '/other-market/products/rakuma?category_id=m' },
      // A parent the tree does not hold makes a root.
      { id: 'orphan', name: 'Orphan', href: '/other-market/products/rakuma?category_id=orphan' },
    ])
  })

  test('a child level, with the back link to the roots and the whole list of the parent', () => {
    const level = categoryLevel('rakuma', tree, 'w', 'vi')
    expect(level.current).toEqual({
      name: 'vi Women',
      href: '/other-market/products/rakuma?category_id=w',
    })
    expect(level.back).toBe('/other-market/rakuma')
    expect(level.tiles.map((tile) => tile.href)).toEqual([
      '/other-market/rakuma?parent=w-tops',
      '/other-market/products/rakuma?category_id=w-bags',
    ])
  })

  test('the grandchildren lead to their lists; back goes up one level', () => {
    const level = categoryLevel('rakuma', tree, 'w-tops', 'ja')
    expect(level.back).toBe('/other-market/rakuma?parent=w')
    expect(level.tiles).toEqual([
      {
        id: 'w-tops-t',
        name: 'ja T-shirts',
        href: '/other-market/products/rakuma?category_id=w-tops-t',
      },
      {
        id: 'w-tops-k',
        name: 'ja Knitwear',
        href: '/other-market/products/rakuma?category_id=w-tops-k',
      },
    ])
  })

  test('an unknown parent shows the roots', () => {
    expect(categoryLevel('rakuma', tree, 'nope', 'en').tiles.map((tile) => tile.id)).toEqual([
      'w',
      'm',
      'orphan',
    ])
  })
})

test("every other market's tiles are its roots, each straight to its list, whatever the query", () => {
  const level = categoryLevel('mercari', tree, 'w', 'en')
  expect(level.current).toBeNull()
  expect(level.tiles.map((tile) => tile.href)).toEqual([
    '/other-market/products/mercari?category_id=w',
    '/other-market/products/mercari?category_id=m',
    '/other-market/products/mercari?category_id=orphan',
  ])
})

test('the path from the root to a category', () => {
  expect(pathTo(tree, 'w-tops-k').map((step) => step.id)).toEqual(['w', 'w-tops', 'w-tops-k'])
  expect(pathTo(tree, 'nope')).toEqual([])
  expect(pathTo(tree, null)).toEqual([])
})
