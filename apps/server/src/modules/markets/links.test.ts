import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { Invalid, TooMany } from '../../platform/errors.ts'
import { OutsideUnavailable } from '../../platform/outside.ts'
import {
  followShortLink,
  type Hop,
  httpHop,
  LINKED_MARKETS,
  linkResolver,
  MOST_HOPS,
  parseMarketLink,
  SHORT_LINKS_A_CLIENT,
} from './links.ts'

/** Links as the markets' sites, phone sites and apps share them, and the item each names. */
const LINKS: [string, string, string][] = [
  // Mercari: the site, with the app's share parameters, the English site, the old site, Shops.
  ['https://jp.mercari.com/item/m12345678901', 'mercari', 'm12345678901'],
  [
    'https://jp.mercari.com/item/m12345678901?afid=7815162342&utm_source=ios&utm_medium=share',
    'mercari',
    'm12345678901',
  ],
  ['https://jp.mercari.com/en/item/m98765432109/', 'mercari', 'm98765432109'],
  ['https://item.mercari.com/jp/m55555555555/', 'mercari', 'm55555555555'],
  [
    'https://jp.mercari.com/shops/product/2Kq7xPzR8dLmN3vYt5bHcW',
    'mercari',
    '2Kq7xPzR8dLmN3vYt5bHcW',
  ],
  // PayPay flea market.
  ['https://paypayfleamarket.yahoo.co.jp/item/z123456789', 'paypay', 'z123456789'],
  [
    'https://paypayfleamarket.yahoo.co.jp/item/z123456789/?cpt_s=share&cpt_m=line',
    'paypay',
    'z123456789',
  ],
  ['http://paypayfleamarket.yahoo.co.jp/item/v987654321#top', 'paypay', 'v987654321'],
  // Rakuma.
  [
    'https://item.fril.jp/fc78f82fd6d3015f60e80d7db2a943c3',
    'rakuma',
    'fc78f82fd6d3015f60e80d7db2a943c3',
  ],
  [
    'https://item.fril.jp/fc78f82fd6d3015f60e80d7db2a943c3/?utm_source=rakuma&utm_medium=share',
    'rakuma',
    'fc78f82fd6d3015f60e80d7db2a943c3',
  ],
  [
    'http://item.fril.jp/0123456789abcdef0123456789abcdef',
    'rakuma',
    '0123456789abcdef0123456789abcdef',
  ],
  // Rakuten Ichiba: the site, the phone site's tracking, no trailing slash.
  ['https://item.rakuten.co.jp/baby-no-mori/20075808/', 'rakuten', 'baby-no-mori:20075808'],
  [
    'https://item.rakuten.co.jp/uji-matcha/10000123/?s-id=sp_item&scid=af_sp_etc',
    'rakuten',
    'uji-matcha:10000123',
  ],
  ['https://item.rakuten.co.jp/book/16543210', 'rakuten', 'book:16543210'],
  // Yahoo! Shopping, and PayPay Mall's old addresses.
  [
    'https://store.shopping.yahoo.co.jp/baby-stage/9000075808.html',
    'yahoo',
    'baby-stage_9000075808',
  ],
  [
    'https://store.shopping.yahoo.co.jp/kenkocom/e123456h.html?sc_i=shp_sp_search_itemlist',
    'yahoo',
    'kenkocom_e123456h',
  ],
  ['https://paypaymall.yahoo.co.jp/store/lohaco/item/h123456/', 'yahoo', 'lohaco_h123456'],
  // Yahoo! Auctions.
  ['https://page.auctions.yahoo.co.jp/jp/auction/x9000075808', 'yahoo-auction', 'x9000075808'],
  [
    'https://page.auctions.yahoo.co.jp/jp/auction/b1234567890?sc_i=auc_sp',
    'yahoo-auction',
    'b1234567890',
  ],
  ['https://auctions.yahoo.co.jp/jp/auction/k123456789/', 'yahoo-auction', 'k123456789'],
  // Amazon: short form, with the item's name and ref, the old and the phone forms.
  ['https://www.amazon.co.jp/dp/B0Z0075808', 'amazon', 'B0Z0075808'],
  [
    'https://www.amazon.co.jp/%E3%82%BD%E3%83%8B%E3%83%BC-WH-1000XM5/dp/B09Y2MYL5C/ref=sr_1_1?crid=2X&keywords=sony&sr=8-1&th=1',
    'amazon',
    'B09Y2MYL5C',
  ],
  [
    'https://www.amazon.co.jp/gp/product/4088820096/ref=ppx_yo_dt_b_asin_title',
    'amazon',
    '4088820096',
  ],
  ['https://amazon.co.jp/gp/aw/d/B0CHX1W1XY?psc=1', 'amazon', 'B0CHX1W1XY'],
  // Yodobashi.
  ['https://www.yodobashi.com/product/100000001007234567/', 'yodobashi', '100000001007234567'],
  [
    'https://www.yodobashi.com/product/100000001007234567/?gad_source=1',
    'yodobashi',
    '100000001007234567',
  ],
  ['https://yodobashi.com/ec/product/100000001001234567/', 'yodobashi', '100000001001234567'],
  // Hard Off's netmall.
  ['https://netmall.hardoff.co.jp/product/9075808/', 'hardoff', '9075808'],
  ['https://netmall.hardoff.co.jp/product/4567890?utm_source=line', 'hardoff', '4567890'],
  ['http://netmall.hardoff.co.jp/product/1234567/#review', 'hardoff', '1234567'],
  // Nike Japan.
  [
    'https://www.nike.com/jp/t/nike-vaporfly-3-women-s-running-shoes/ZZ0075-808',
    'nike',
    'ZZ0075-808',
  ],
  [
    'https://www.nike.com/jp/t/air-force-1-07-mens-shoes-5QFp5Z/cw2288-111?nikemt=true',
    'nike',
    'CW2288-111',
  ],
  ['https://nike.com/jp/ja/t/pegasus-41/FD2722-002/', 'nike', 'FD2722-002'],
  // Tonoike.
  ['https://www.tonoike-shop.jp/products/4990000075808', 'tonoike', '4990000075808'],
  ['https://www.tonoike-shop.jp/products/4990000075808?variant=1', 'tonoike', '4990000075808'],
  ['https://tonoike-shop.jp/products/4901234567894/', 'tonoike', '4901234567894'],
]

describe('every market of §1 is known by the links people paste', () => {
  test.each(LINKS)('%s', (link, market, id) => {
    expect(parseMarketLink(link)).toEqual({ kind: 'item', item: { market, id } })
  })

  test('at least three links of every market are in the table', () => {
    for (const market of LINKED_MARKETS) {
      expect(LINKS.filter(([, named]) => named === market).length, market).toBeGreaterThanOrEqual(3)
    }
  })
})

test('a shared message is read for its link; a known host without its scheme is a link', () => {
  expect(
    parseMarketLink(
      '【メルカリ】ポケモンカード ピカチュウ AR ¥243 https://jp.mercari.com/item/m90000042729 #メルカリ',
    ),
  ).toEqual({ kind: 'item', item: { market: 'mercari', id: 'm90000042729' } })
  expect(parseMarketLink('  jp.mercari.com/item/m90000042729  ')).toEqual({
    kind: 'item',
    item: { market: 'mercari', id: 'm90000042729' },
  })
  expect(parseMarketLink('JP.MERCARI.COM./item/m90000042729')).toEqual({
    kind: 'item',
    item: { market: 'mercari', id: 'm90000042729' },
  })
})

describe('hostile or foreign links name nothing', () => {
  test.each([
    ['another host', 'https://evil.example/item/m12345678901'],
    ['a host that ends with a market', 'https://jp.mercari.com.evil.example/item/m12345678901'],
    ['a host that starts like one', 'https://evil-jp.mercari.com/item/m12345678901'],
    [
      'a market in the query',
      'https://evil.example/?next=https://jp.mercari.com/item/m12345678901',
    ],
    ['credentials', 'https://user:secret@jp.mercari.com/item/m12345678901'],
    ['a host hidden after credentials', 'https://jp.mercari.com@evil.example/item/m12345678901'],
    ['a port', 'https://jp.mercari.com:8443/item/m12345678901'],
    ['an IDN look-alike (Cyrillic а)', 'https://jp.mercаri.com/item/m12345678901'],
    ['an IDN look-alike in punycode', 'https://xn--jp-mercri-7xf.com/item/m12345678901'],
    ['javascript:', 'javascript:alert(document.cookie)//jp.mercari.com/item/m12345678901'],
    ['ftp', 'ftp://jp.mercari.com/item/m12345678901'],
    ['a market page that is not an item', 'https://jp.mercari.com/search?keyword=pokemon'],
    ['a Rakuten search', 'https://search.rakuten.co.jp/search/mall/matcha/'],
    ['a Rakuten shop page', 'https://www.rakuten.co.jp/uji-matcha/'],
    ['an encoded slash in the id', 'https://item.rakuten.co.jp/shop%2F..%2Fx/123/'],
    ['an id with a dot-dot path', 'https://netmall.hardoff.co.jp/product/../admin/'],
    ['words only', 'kem chống nắng'],
    ['empty', ''],
    ['a 10 kB link', `https://jp.mercari.com/item/m12345678901?pad=${'a'.repeat(10_000)}`],
  ])('%s', (_, link) => {
    expect(parseMarketLink(link)).toEqual({ kind: 'none' })
  })
})

test('short links are known by their hosts, not followed by the parser', () => {
  expect(parseMarketLink('https://merc.li/AbCdEf123')).toMatchObject({ kind: 'short' })
  expect(parseMarketLink('https://amzn.asia/d/3xYzAbC')).toMatchObject({ kind: 'short' })
  expect(parseMarketLink('https://a.r10.to/hDxQ9k')).toMatchObject({ kind: 'short' })
  expect(parseMarketLink('https://merc.li/a/b/c/d')).toEqual({ kind: 'none' })
})

/** A hop that answers from a table of addresses, and records the addresses it was asked. */
function tableHop(table: Record<string, Hop | 'hang'>) {
  const asked: string[] = []
  const hop = (url: URL, signal: AbortSignal) => {
    asked.push(url.href)
    const answer = table[url.href]
    if (answer === 'hang') {
      return new Promise<Hop>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      )
    }
    return Promise.resolve(answer ?? { status: 404, location: null })
  }
  return { hop, asked }
}

const redirect = (location: string): Hop => ({ status: 301, location })
const signal = () => new AbortController().signal

describe('a short link is followed to its item, only through known hosts', () => {
  test('one hop, then two (a relative location, a short link leading to another)', async () => {
    const { hop } = tableHop({
      'https://merc.li/AbCd': redirect('https://jp.mercari.com/item/m12345678901?source=share'),
      'https://amzn.to/Xy12': redirect('https://amzn.asia/d/Zz99'),
      'https://amzn.asia/d/Zz99': redirect('https://www.amazon.co.jp/dp/B09Y2MYL5C?ref=share'),
      'https://a.r10.to/hQ': redirect('/hQ2'),
      'https://a.r10.to/hQ2': {
        status: 302,
        location: 'https://item.rakuten.co.jp/book/16543210/',
      },
    })
    const follow = (link: string) => followShortLink(new URL(link), hop, signal())
    expect(await follow('https://merc.li/AbCd')).toEqual({
      kind: 'item',
      item: { market: 'mercari', id: 'm12345678901' },
    })
    expect(await follow('https://amzn.to/Xy12')).toEqual({
      kind: 'item',
      item: { market: 'amazon', id: 'B09Y2MYL5C' },
    })
    expect(await follow('https://a.r10.to/hQ')).toEqual({
      kind: 'item',
      item: { market: 'rakuten', id: 'book:16543210' },
    })
  })

  test('a redirect to any other host ends the walk without asking that host', async () => {
    const { hop, asked } = tableHop({
      'https://merc.li/Evil': redirect('https://evil.example/next'),
      'https://merc.li/Meta': redirect('http://169.254.169.254/latest/meta-data/'),
    })
    expect(await followShortLink(new URL('https://merc.li/Evil'), hop, signal())).toEqual({
      kind: 'none',
    })
    expect(await followShortLink(new URL('https://merc.li/Meta'), hop, signal())).toEqual({
      kind: 'none',
    })
    expect(asked).toEqual(['https://merc.li/Evil', 'https://merc.li/Meta'])
  })

  test('a loop stops after MOST_HOPS; a page with no redirect names nothing', async () => {
    const { hop, asked } = tableHop({
      'https://merc.li/Loop1': redirect('https://merc.li/Loop2'),
      'https://merc.li/Loop2': redirect('https://merc.li/Loop1'),
      'https://merc.li/Page': { status: 200, location: null },
    })
    expect(await followShortLink(new URL('https://merc.li/Loop1'), hop, signal())).toEqual({
      kind: 'none',
    })
    expect(asked).toHaveLength(MOST_HOPS)
    expect(await followShortLink(new URL('https://merc.li/Page'), hop, signal())).toEqual({
      kind: 'none',
    })
  })
})

describe('the resolver', () => {
  test('a link of no market is Invalid on url, naming the markets it knows', async () => {
    const resolve = linkResolver(tableHop({}).hop)
    const error = await resolve('https://evil.example/item/1', 'a').catch((caught) => caught)
    expect(error).toBeInstanceOf(Invalid)
    expect(error.fields.url[0]).toMatchObject({ key: 'markets.linkUnsupported' })
    expect(error.vars.markets.en).toContain('Mercari')
    expect(error.vars.markets.en).toContain('Amazon')
  })

  test('each client has a few short links followed a minute; full links are not counted', async () => {
    const { hop, asked } = tableHop({
      'https://merc.li/AbCd': redirect('https://jp.mercari.com/item/m12345678901'),
    })
    const resolve = linkResolver(hop)
    for (let n = 0; n < SHORT_LINKS_A_CLIENT.max; n++) await resolve('https://merc.li/AbCd', 'a')
    const error = await resolve('https://merc.li/AbCd', 'a').catch((caught) => caught)
    expect(error).toBeInstanceOf(TooMany)
    expect(error.retryAfter).toBeGreaterThan(0)
    expect(asked).toHaveLength(SHORT_LINKS_A_CLIENT.max)
    // Another client, and a full link of the same client, are answered.
    expect(await resolve('https://merc.li/AbCd', 'b')).toMatchObject({ market: 'mercari' })
    expect(await resolve('https://jp.mercari.com/item/m12345678901', 'a')).toMatchObject({
      market: 'mercari',
    })
  })

  test('a short link whose host hangs is a 503 once the time is up', async () => {
    const { hop } = tableHop({ 'https://merc.li/Slow': 'hang' })
    const resolve = linkResolver(hop, 50)
    const error = await resolve('https://merc.li/Slow', 'a').catch((caught) => caught)
    expect(error).toBeInstanceOf(OutsideUnavailable)
    expect(error.reason).toBe('timeout')
  })
})

describe('httpHop over HTTP, against a local stand-in for the short links’ hosts', () => {
  const servers: { close: () => void }[] = []
  afterEach(() => {
    for (const server of servers.splice(0)) server.close()
  })

  async function standIn(answer: (path: string) => { status: number; location?: string } | 'hang') {
    const seen: string[] = []
    const server = createServer((req, res) => {
      seen.push(req.url ?? '')
      const given = answer(req.url ?? '')
      if (given === 'hang') return
      res.writeHead(given.status, given.location ? { location: given.location } : {})
      // A body the hop must not wait for: it is let go unread.
      res.write('<html>moved</html>')
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push({
      close: () => {
        server.closeAllConnections()
        server.close()
      },
    })
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
  }

  test('reads the redirect of each hop; follows merc.li to the item', async () => {
    const { origin, seen } = await standIn((path) =>
      path === '/merc.li/AbCd?x=1'
        ? { status: 302, location: 'https://jp.mercari.com/item/m12345678901?utm_source=share' }
        : { status: 404 },
    )
    const resolve = linkResolver(httpHop(origin))
    expect(await resolve('見て！ https://merc.li/AbCd?x=1', 'a')).toEqual({
      market: 'mercari',
      id: 'm12345678901',
    })
    expect(seen).toEqual(['/merc.li/AbCd?x=1'])
  })

  test('a host that does not answer is a timeout, and the link a 503', async () => {
    const { origin } = await standIn(() => 'hang')
    const resolve = linkResolver(httpHop(origin), 100)
    await expect(resolve('https://amzn.asia/d/Hang', 'a')).rejects.toBeInstanceOf(
      OutsideUnavailable,
    )
  })

  test('a short link that is gone (404) is a link of no item: a 422', async () => {
    const { origin } = await standIn(() => ({ status: 404 }))
    const resolve = linkResolver(httpHop(origin))
    await expect(resolve('https://a.r10.to/Gone', 'a')).rejects.toBeInstanceOf(Invalid)
  })
})
