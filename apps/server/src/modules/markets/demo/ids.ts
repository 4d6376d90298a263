import type { BrowsableMarket } from '@kaimono/contracts'
import type { Random } from './random.ts'

// Item ids and addresses in each market's own shape, so that a pasted link and the mirror's id
// agree. The demo's ids stay clear of the ranges the bench's bulk load writes (seed.ts):
// Mercari m1…m8, Amazon B0A…B0H, Yodobashi 10000001…, HardOff 1…8, Nike without Z, Tonoike
// 490…498, and so on.

const DIGITS = '0123456789'
const HEX = '0123456789abcdef'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'

/** A JAN code (EAN-13) from its first twelve digits, with its check digit. */
export function jan(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0)
  return `${twelve}${(10 - (sum % 10)) % 10}`
}

const NIKE_COLOUR_CODES: Record<string, string> = {
  black: '001',
  white: '100',
  red: '600',
  blue: '400',
  green: '300',
  grey: '002',
  pink: '601',
}

export type IdInput = { rng: Random; seller: string; colour: string | null; slug: string }

/** A new id for an item of `market`, and its address at the market. */
export function itemAddress(
  market: BrowsableMarket,
  { rng, seller, colour, slug }: IdInput,
): { id: string; url: string } {
  switch (market) {
    case 'mercari': {
      const id = `m${rng.int(1, 8)}${rng.chars(DIGITS, 10)}`
      return { id, url: `https://jp.mercari.com/item/${id}` }
    }
    case 'paypay': {
      const id = `z${rng.int(1, 8)}${rng.chars(DIGITS, 8)}`
      return { id, url: `https://paypayfleamarket.yahoo.co.jp/item/${id}` }
    }
    case 'rakuma': {
      const id = `${rng.pick([...'0123456789abcde'])}${rng.chars(HEX, 31)}`
      return { id, url: `https://item.fril.jp/${id}` }
    }
    case 'rakuten': {
      const code = `1${rng.chars(DIGITS, 7)}`
      return { id: `${seller}:${code}`, url: `https://item.rakuten.co.jp/${seller}/${code}/` }
    }
    case 'yahoo': {
      const code = `${rng.int(1, 8)}${rng.chars(DIGITS, 9)}`
      return {
        id: `${seller}_${code}`,
        url: `https://store.shopping.yahoo.co.jp/${seller}/${code}.html`,
      }
    }
    case 'amazon': {
      const id = `B0${rng.pick([...'ABCDEFGH'])}${rng.chars(UPPER, 7)}`
      return { id, url: `https://www.amazon.co.jp/dp/${id}` }
    }
    case 'yodobashi': {
      const id = `10000001${rng.chars(DIGITS, 10)}`
      return { id, url: `https://www.yodobashi.com/product/${id}/` }
    }
    case 'hardoff': {
      const id = `${rng.int(1, 8)}${rng.chars(DIGITS, 6)}`
      return { id, url: `https://netmall.hardoff.co.jp/product/${id}/` }
    }
    case 'nike': {
      const style = `${rng.pick([...'ABCDFHJ'])}${rng.pick([...'DJNQVZ'])}${rng.chars(DIGITS, 4)}`
      const id = `${style}-${NIKE_COLOUR_CODES[colour ?? 'black'] ?? '001'}`
      return { id, url: `https://www.nike.com/jp/t/${slug}/${id}` }
    }
    case 'tonoike': {
      const id = jan(`49${rng.int(0, 8)}${rng.chars(DIGITS, 9)}`)
      return { id, url: `https://www.tonoike-shop.jp/products/${id}` }
    }
    case 'yahoo-auction': {
      const id = `${rng.pick(['x', 'x', 'b'])}${rng.int(1, 8)}${rng.chars(DIGITS, 9)}`
      return { id, url: `https://page.auctions.yahoo.co.jp/jp/auction/${id}` }
    }
  }
}
