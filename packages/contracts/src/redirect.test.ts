import { describe, expect, test } from 'vitest'
import { safeRedirect } from './redirect.ts'

// Targets a browser follows off the site (WHATWG URL parsing, and the usual open-redirect
// payload lists): each must come back as the fallback.
const FOREIGN = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  ' //evil.example',
  '\u0000//evil.example',
  '\t//evil.example',
  '//evil.example/%2F..',
  '/.//evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '//x.invalid:8080/a',
  'http://evil.example',
  'HTTPS://evil.example/login',
  'https:evil.example',
  '//user@evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:a@evil.example',
]

// Encoded separators stay refused decoded or not: something that decodes the path once more
// would make them a host.
const ENCODED = ['/%2F%2Fevil.example', '/%2f/evil.example', '/%5Cevil.example', '/%5c%5cevil']

describe('safeRedirect', () => {
  test.each(FOREIGN)('%j leads off the site: the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/')
    expect(safeRedirect(target, '/customer')).toBe('/customer')
  })

  test.each(ENCODED)('%j holds an encoded slash or backslash: the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/')
    expect(safeRedirect(decodeURIComponent(target))).toBe('/')
  })

  test.each([
    ['/', '/'],
    ['/cart', '/cart'],
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/login?redirect=%2Fcart', '/login?redirect=%2Fcart'],
    ['/products/ikom/12?page=2', '/products/ikom/12?page=2'],
    ['/a/../cart', '/cart'],
    ['/%2e%2e/cart', '/cart'],
  ])('the path %j of this site is kept as %j', (target, kept) => {
    expect(safeRedirect(target)).toBe(kept)
  })

  test.each([
    [
      '/sản-phẩm?q=kem chống nắng#đầu',
      '/s%E1%BA%A3n-ph%E1%BA%A9m?q=kem%20ch%E1%BB%91ng%20n%E1%BA%AFng#%C4%91%E1%BA%A7u',
    ],
    ['/検索?q=時計', '/%E6%A4%9C%E7%B4%A2?q=%E6%99%82%E8%A8%88'],
    ['/a\u2028b', '/a%E2%80%A8b'],
    ['/a\u0000b', '/a%00b'],
    ['/a b', '/a%20b'],
  ])('the path %j is kept percent-encoded: %j', (target, kept) => {
    expect(safeRedirect(target)).toBe(kept)
  })

  test('tabs and newlines inside a path of this site are dropped, as a browser drops them', () => {
    expect(safeRedirect('/cu\tst\nomer/or\r\nders')).toBe('/customer/orders')
  })

  test('no target, an empty one or one that is not text: the fallback', () => {
    for (const target of [null, undefined, '', 42, ['/cart'], { href: '/cart' }]) {
      expect(safeRedirect(target)).toBe('/')
    }
  })

  test('whatever comes in, what goes out is a valid Location header', () => {
    const targets = [
      ...FOREIGN,
      ...ENCODED,
      '/\u0000\u0001\u001f\u007f\u0080\u009f\u00ff\u0100\u2028\ud800\udfff\ufffd',
      '/?\r\n\u0000\u2029#\u0007',
      '/tiếng-việt/ナ',
    ]
    for (const target of targets) {
      const location = safeRedirect(target)
      expect(() => new Headers({ location })).not.toThrow()
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
    }
  })
})
