import { expect, test } from 'vitest'
import { requestLang } from './lang.server.ts'

const page = (url: string, cookie?: string) =>
  new Request(url, cookie ? { headers: { cookie } } : undefined)

test('the address’s language comes first, then the cookie’s, then Vietnamese', () => {
  expect(requestLang(page('https://kaimono.test/blogs?lang=ja', 'lang=en'))).toBe('ja')
  expect(requestLang(page('https://kaimono.test/blogs.data?page=2&lang=en&_routes=x'))).toBe('en')
  expect(requestLang(page('https://kaimono.test/blogs', 'a=1; lang=en'))).toBe('en')
  expect(requestLang(page('https://kaimono.test/blogs'))).toBe('vi')
})

test('a language the site does not have is no language', () => {
  expect(requestLang(page('https://kaimono.test/blogs?lang=fr', 'lang=ja'))).toBe('ja')
  expect(requestLang(page('https://kaimono.test/blogs?slang=ja'))).toBe('vi')
})
