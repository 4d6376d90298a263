import type { Post } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { BlogCategories } from './blog-categories.tsx'
import type { BlogListState } from './blog-query.ts'
import { BlogResults } from './blog-results.tsx'

const CATEGORIES = [
  { id: 1, name: 'Ordering guide' },
  { id: 2, name: 'Shipping' },
]

const post = (id: number): Post => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  description: `What post ${id} is about`,
  cover_url: `/media/posts/${id}/cover.svg?v=1`,
  published: true,
  created_at: 1_787_104_800,
  updated_at: 1_787_104_800,
  categories: [{ id: 2, name: 'Shipping' }],
})

function renderBlog(state: BlogListState, posts: Post[], lastPage: number) {
  return renderInApp(() => (
    <>
      <BlogCategories categories={CATEGORIES} current={state.category} />
      <BlogResults posts={posts} state={state} lastPage={lastPage} />
    </>
  ))
}

test('the categories: All first, the one shown marked, each from its first page', async () => {
  renderBlog({ page: 3, category: 2 }, [post(1)], 4)
  const nav = await screen.findByRole('navigation', { name: 'Categories' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['All', '/blogs'],
    ['Ordering guide', '/blogs?category_id=1'],
    ['Shipping', '/blogs?category_id=2'],
  ])
  expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(nav).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current')
})

test('a card: cover, date, title to the post, description, categories to their lists', async () => {
  renderBlog({ page: 1, category: null }, [post(7)], 1)
  const card = (await screen.findByRole('article')) as HTMLElement
  expect(within(card).getByRole('heading', { name: 'Post 7' })).toBeVisible()
  expect(within(card).getByRole('link', { name: 'Post 7' })).toHaveAttribute('href', '/blogs/7')
  expect(within(card).getByRole('link', { name: 'Shipping' })).toHaveAttribute(
    'href',
    '/blogs?category_id=2',
  )
  expect(card).toHaveTextContent('19/08/2026')
  expect(card).toHaveTextContent('What post 7 is about')
  expect(card.querySelector('img')).toHaveAttribute('src', '/media/posts/7/cover.svg?v=1')
})

test('§9: five page links, two before the current one, each keeping the category', async () => {
  renderBlog({ page: 6, category: 2 }, [post(1)], 12)
  const pages = await screen.findByRole('navigation', { name: 'Pages of posts' })
  const numbers = within(pages)
    .getAllByRole('link', { name: /^Page / })
    .map((link) => [link.textContent, link.getAttribute('href')])
  expect(numbers).toEqual([
    ['4', '/blogs?category_id=2&page=4'],
    ['5', '/blogs?category_id=2&page=5'],
    ['6', '/blogs?category_id=2&page=6'],
    ['7', '/blogs?category_id=2&page=7'],
    ['8', '/blogs?category_id=2&page=8'],
  ])
  expect(within(pages).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
    'href',
    '/blogs?category_id=2&page=5',
  )
})

test('the first page has no query; one page has no page links', async () => {
  const { unmount } = renderBlog({ page: 2, category: null }, [post(1)], 2)
  const pages = await screen.findByRole('navigation', { name: 'Pages of posts' })
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blogs')
  unmount()
  renderBlog({ page: 1, category: null }, [post(1)], 1)
  await screen.findByRole('article')
  expect(screen.queryByRole('navigation', { name: 'Pages of posts' })).toBeNull()
})

test('§8: no post there is “Blog not found”, with the way back to every post', async () => {
  renderBlog({ page: 9, category: 2 }, [], 1)
  expect(await screen.findByText('Blog not found')).toBeVisible()
  expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs')
  expect(screen.queryByRole('navigation', { name: 'Pages of posts' })).toBeNull()
})
