import { expect, test } from 'vitest'
import { blogHref, blogsHref, isPostId, parseBlogQuery } from './blog-query.ts'

const parse = (search: string) => parseBlogQuery(new URLSearchParams(search))

test('a page and a category id are read from the query', () => {
  expect(parse('page=2&category_id=3')).toEqual({ page: 2, category: 3 })
  expect(parse('')).toEqual({ page: 1, category: null })
  expect(parse('category_id=%203%20&page=%207')).toEqual({ page: 7, category: 3 })
})

test('a page that is not one is the first; a category that is not an id is every category', () => {
  for (const page of ['0', '-2', '1.5', 'abc', '1e3', '1000000', '01']) {
    expect(parse(`page=${page}`).page, page).toBe(1)
  }
  expect(parse('page=999999').page).toBe(999_999)
  for (const category of ['0', 'news', '-1', '1e3', '12345678901', '']) {
    expect(parse(`category_id=${category}`).category, category).toBeNull()
  }
})

test('a list’s address keeps its category and page, and drops them at their defaults', () => {
  expect(blogsHref({ category: 3, page: 2 })).toBe('/blogs?category_id=3&page=2')
  expect(blogsHref({ category: 3, page: 1 })).toBe('/blogs?category_id=3')
  expect(blogsHref({ page: 4 })).toBe('/blogs?page=4')
  expect(blogsHref()).toBe('/blogs')
})

test('a post’s address is its id', () => {
  expect(blogHref(12)).toBe('/blogs/12')
  expect(isPostId('12')).toBe(true)
  for (const id of ['0', 'abc', '1.5', '-3', '12345678901', undefined]) {
    expect(isPostId(id), String(id)).toBe(false)
  }
})
