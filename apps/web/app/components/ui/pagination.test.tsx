import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { Pagination, pageWindow } from './pagination.tsx'

describe('pageWindow (§9: 5 links, 2 before the current page)', () => {
  test.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [7, 10, [5, 6, 7, 8, 9]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [99, 4, [1, 2, 3, 4]],
    [0, 7, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (current, last, pages) => {
    expect(pageWindow(current, last)).toEqual(pages)
  })

  test('an empty list has no pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('Pagination', () => {
  test('links each page with the query kept, marks the current one, and steps', async () => {
    renderInApp(() => (
      <Pagination
        current={4}
        last={10}
        hrefFor={(page) => `/products/ikom?sort=price&page=${page}`}
      />
    ))
    const nav = await screen.findByRole('navigation', { name: 'Pagination' })
    const links = [...nav.querySelectorAll('a')].map(
      (a) => a.textContent || a.getAttribute('aria-label'),
    )
    expect(links).toEqual(['Previous page', '2', '3', '4', '5', '6', 'Next page'])
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/products/ikom?sort=price&page=5',
    )
  })

  test('has no previous link on the first page, no next link on the last, nothing for one page', async () => {
    const { unmount } = renderInApp(() => <Pagination current={1} last={3} hrefFor={String} />)
    await screen.findByRole('navigation')
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
    unmount()
    renderInApp(() => (
      <>
        <Pagination current={3} last={3} hrefFor={String} />
        <Pagination current={1} last={1} hrefFor={String} />
      </>
    ))
    expect(await screen.findAllByRole('navigation')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
  })
})
