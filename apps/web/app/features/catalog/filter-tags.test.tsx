import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { FilterTags } from './filter-tags.tsx'
import { parseListingQuery } from './listing-query.ts'

const categories = [
  {
    id: 1,
    name: 'Skincare',
    _name: { vi: '', ja: '', en: '' },
    slug: 's',
    parent_id: null,
    children: [
      { id: 2, name: 'Face care', _name: { vi: '', ja: '', en: '' }, slug: 'f', parent_id: 1 },
    ],
  },
]
const origins = [{ id: 1, code: 'JP', name: 'Japan', _name: { vi: '', ja: '', en: '' } }]

test('each filter in force is a tag that removes it; an open price range reads "over"', async () => {
  // A copy, as loader data is: the range is matched by value.
  const query = JSON.parse(
    JSON.stringify(
      parseListingQuery(
        new URLSearchParams('category=2&price=3000000-&origin=1&star=4&discount=20'),
      ),
    ),
  )
  renderInApp(() => <FilterTags query={query} categories={categories} origins={origins} />)
  const tags = await screen.findByRole('list', { name: 'Active filters' })
  expect([...tags.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Face care',
    'Over 3,000,000\u00a0đ',
    'Japan',
    '4 stars & up',
    '20% off or more',
    'Clear all',
  ])
  expect(screen.getByRole('link', { name: 'Remove filter Face care' })).toHaveAttribute('href', '/')
})
