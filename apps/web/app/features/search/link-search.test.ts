import { expect, test } from 'vitest'
import { linkPagePath, looksLikeLink, throwLinkSearch } from './link-search.ts'

test.each([
  ['https://jp.mercari.com/item/m12345678901', true],
  ['  http://item.fril.jp/fc78f82fd6d3015f60e80d7db2a943c3  ', true],
  ['【メルカリ】ピカチュウ https://merc.li/AbCd #メルカリ', true],
  ['www.amazon.co.jp/dp/B09Y2MYL5C', true],
  ['item.rakuten.co.jp/uji-matcha/10000123/', true],
  ['kem chống nắng', false],
  ['vitamin c 1000mg. kem', false],
  ['https://', false],
  ['amazon.co.jp', false],
  ['', false],
])('%j looks like a link: %s', (text, expected) => {
  expect(looksLikeLink(text)).toBe(expected)
})

test('a listing searched for a link is sent to the link’s page; words stay', () => {
  const link = 'https://jp.mercari.com/item/m12345678901?a=1&b=2'
  let thrown: unknown
  try {
    throwLinkSearch(new URL(`http://x/products/ikom?${new URLSearchParams({ search: link })}`))
  } catch (caught) {
    thrown = caught
  }
  expect(thrown).toBeInstanceOf(Response)
  expect((thrown as Response).headers.get('location')).toBe(linkPagePath(link))
  expect(linkPagePath(` ${link} `)).toBe(`/other-market/link?${new URLSearchParams({ url: link })}`)
  expect(() => throwLinkSearch(new URL('http://x/products/ikom?search=kem'))).not.toThrow()
})
