import { expect, test } from 'vitest'
import { suggestionHref } from './listing-results.tsx'

test('a suggestion keeps the sort and page size and drops the filters and the page', () => {
  const params = new URLSearchParams(
    'search=tea&sort=-price&per_page=24&origin=3&price=100-200&page=3',
  )
  expect(suggestionHref('/products/ikom', params, { search: 'green tea' })).toBe(
    '/products/ikom?sort=-price&per_page=24&search=green+tea',
  )
  expect(suggestionHref('/products/all', params, { category: 7 })).toBe(
    '/products/all?sort=-price&per_page=24&category=7',
  )
})

test('without a sort or page size the suggestion is its words or category alone', () => {
  expect(suggestionHref('/products/ikom', new URLSearchParams('search=x'), { category: 2 })).toBe(
    '/products/ikom?category=2',
  )
})
