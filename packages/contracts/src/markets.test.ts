import { describe, expect, test } from 'vitest'
import { CartShopId } from './cart.ts'
import { Product } from './catalog.ts'
import { MarketId } from './home.ts'
import { LANGS } from './lang.ts'
import { SHOP_DESCRIPTIONS } from './market-descriptions.ts'
import {
  canBuyMore,
  isOwnShop,
  isShopId,
  MARKET_IDS,
  OWN_SHOP_IDS,
  OWN_SHOPS,
  SHOP_IDS,
  SHOPS,
  shopName,
} from './markets.ts'

const idsOf = (...kinds: string[]) =>
  SHOPS.filter((shop) => kinds.includes(shop.kind)).map((shop) => shop.id)

describe('the shop and market registry', () => {
  test('every id is unique and a URL slug', () => {
    expect(new Set(SHOP_IDS).size).toBe(SHOPS.length)
    for (const id of SHOP_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  test('§1: the own shops ikom 390 and awond 458, the markets, Yahoo and Ecoring auctions', () => {
    expect(OWN_SHOPS).toEqual({ ikom: 390, awond: 458 })
    expect(idsOf('market')).toEqual([
      'mercari',
      'paypay',
      'rakuma',
      'rakuten',
      'yahoo',
      'hardoff',
      'amazon',
      'yodobashi',
      'tonoike',
      'nike',
    ])
    expect(idsOf('auction')).toEqual(['ecoring', 'yahoo-auction'])
    for (const shop of SHOPS) {
      expect(shop.supplier_id === null).toBe(shop.kind !== 'own')
      expect(shop.adapter).toBe(shop.kind === 'own' ? 'catalogue' : 'mirror')
    }
  })

  test('§3: quantity can change only for Tonoike, Amazon, Rakuten, Yahoo Shopping, ikom, awond', () => {
    expect(SHOP_IDS.filter(canBuyMore).sort()).toEqual(
      ['amazon', 'awond', 'ikom', 'rakuten', 'tonoike', 'yahoo'].sort(),
    )
  })

  test('every derived list is the registry filtered by kind, in its order', () => {
    expect(SHOP_IDS).toEqual(idsOf('own', 'market', 'auction'))
    expect(OWN_SHOP_IDS).toEqual(idsOf('own'))
    expect(Object.keys(OWN_SHOPS)).toEqual(idsOf('own'))
    expect(MARKET_IDS).toEqual(idsOf('market', 'auction'))
    expect(CartShopId.options).toEqual(SHOP_IDS)
    expect(MarketId.options).toEqual(MARKET_IDS)
    expect(Product.shape.shop_id.options).toEqual(OWN_SHOP_IDS)
  })

  test('the guards know the registry and nothing else', () => {
    for (const id of SHOP_IDS) {
      expect(isShopId(id)).toBe(true)
      expect(isOwnShop(id)).toBe(OWN_SHOP_IDS.some((own) => own === id))
    }
    for (const other of ['all', 'ebay', 'constructor', '__proto__', 'IKOM', '', undefined]) {
      expect(isShopId(other)).toBe(false)
      expect(isOwnShop(other)).toBe(false)
    }
  })

  test('every shop is named and described in vi, ja and en', () => {
    for (const shop of SHOPS) {
      for (const lang of LANGS) {
        expect(shopName(shop.id, lang).trim()).not.toBe('')
        expect(SHOP_DESCRIPTIONS[shop.id][lang].trim()).not.toBe('')
      }
      expect(shop.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(shop.tint).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(shopName('mercari', 'ja')).toBe('メルカリ')
    expect(shopName('yahoo', 'ja')).toBe('Yahoo!ショッピング')
    expect(shopName('yahoo-auction', 'ja')).toBe('ヤフオク!')
  })
})
