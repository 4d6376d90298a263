import { isSoldOut } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { marketItem } from '#test/market-item.ts'
import {
  describe as describeItem,
  descriptionLines,
  descriptionText,
  itemName,
  nameChoice,
  nameView,
  phoneLines,
  shownPrice,
  timeLeft,
} from './item-view.ts'

describe("an item's name", () => {
  test("is the reader's language, with the Japanese original under it", () => {
    expect(itemName(marketItem(), 'vi')).toEqual({
      name: 'Túi đeo vai da',
      original: '革のショルダーバッグ',
    })
  })

  test("is the market's own where it has no translation, with no original repeated", () => {
    expect(itemName(marketItem({ names: null }), 'en')).toEqual({
      name: '革のショルダーバッグ',
      original: null,
    })
    expect(itemName(marketItem(), 'ja').original).toBeNull()
    const blank = marketItem({ names: { vi: ' ', ja: '革', en: 'Bag' } })
    expect(itemName(blank, 'vi').name).toBe('革のショルダーバッグ')
  })
})

describe('the price shown (§5)', () => {
  test('an auction at 0 shows its quick-decision price; at a bid, the bid', () => {
    const fresh = marketItem({ price: 0, quick_decision_price: 85_000 })
    expect(shownPrice(fresh, true)).toEqual({ amount: 85_000, quickDecision: true })
    expect(shownPrice({ ...fresh, price: 12_000 }, true)).toEqual({
      amount: 12_000,
      quickDecision: false,
    })
  })

  test('other markets show the price, whatever else the item has', () => {
    const item = marketItem({ price: 0, quick_decision_price: 85_000 })
    expect(shownPrice(item, false)).toEqual({ amount: 0, quickDecision: false })
    expect(shownPrice(marketItem({ price: 0 }), true)).toEqual({ amount: 0, quickDecision: false })
  })
})

describe('the time an auction has left (§4)', () => {
  const now = 1_800_000_000
  test('is its largest whole unit', () => {
    expect(timeLeft(now + 2 * 86_400 + 3_600, now)).toEqual({ unit: 'days', count: 2 })
    expect(timeLeft(now + 86_399, now)).toEqual({ unit: 'hours', count: 23 })
    expect(timeLeft(now + 61, now)).toEqual({ unit: 'minutes', count: 1 })
    expect(timeLeft(now + 59.5, now)).toEqual({ unit: 'seconds', count: 59 })
  })

  test('is ended from its end time on', () => {
    expect(timeLeft(now, now)).toBe('ended')
    expect(timeLeft(now - 10, now)).toBe('ended')
    expect(timeLeft(now + 0.5, now)).toBe('ended')
  })
})

describe('a meta description', () => {
  test("is the item's words on one line, cut near 160 characters", () => {
    expect(describeItem('  a\n\nb  c ', 'name')).toBe('a b c')
    const long = `${'word '.repeat(50)}end`
    const cut = describeItem(long, 'name')
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut).toMatch(/word…$/)
    expect(describeItem('あ'.repeat(200), 'name')).toBe(`${'あ'.repeat(159)}…`)
  })

  test("is the item's name when it has no words", () => {
    expect(describeItem(null, 'Túi da')).toBe('Túi da')
    expect(describeItem('   ', 'Túi da')).toBe('Túi da')
  })
})

test('the sold-out tag goes with the flag or the sale status (§4)', () => {
  expect(isSoldOut(marketItem({ is_sold_out: true, sale_status: [] }))).toBe(true)
  expect(isSoldOut(marketItem({ is_sold_out: false, sale_status: ['sold_out'] }))).toBe(true)
  expect(isSoldOut(marketItem({ is_sold_out: false, sale_status: ['on_sale'] }))).toBe(false)
})

test('a description takes its lines on a phone, Japanese twice as wide as Latin', () => {
  expect(phoneLines(null)).toBe(0)
  expect(phoneLines('short\n\nend')).toBe(3)
  expect(phoneLines('a'.repeat(44))).toBe(1)
  expect(phoneLines('a'.repeat(45))).toBe(2)
  expect(phoneLines('あ'.repeat(22))).toBe(1)
  expect(phoneLines('あ'.repeat(23))).toBe(2)
  expect(phoneLines('ＡＢ（１）')).toBe(1)
})

test("a description's lines are its text's, else its HTML's", () => {
  const html = '<p>一行目<br>二行目</p><ul><li>ブランド：ナイキ</li><li>サイズ：27</li></ul>'
  expect(descriptionLines({ description_text: null, description_html: html })).toBe(4)
  expect(descriptionLines({ description_text: 'a\nb', description_html: html })).toBe(2)
  expect(descriptionLines({ description_text: null, description_html: null })).toBe(0)
})

test("a description's text is its own, or its HTML's words with entities read", () => {
  const html = '<p>サイズ&amp;カラー：M<br>黒</p><p>&lt;新品&gt;&nbsp;未使用</p>'
  expect(descriptionText({ description_text: null, description_html: html })).toBe(
    'サイズ&カラー：M\n黒\n<新品> 未使用',
  )
  expect(descriptionText({ description_text: '説明', description_html: html })).toBe('説明')
})

describe("the name's translate toggle (§2)", () => {
  const translated = marketItem()
  const japaneseOnly = marketItem({ names: null })

  test("the market's own translation first, the original a click away and back", () => {
    expect(nameView(translated, 'vi', null)).toEqual({
      shown: 'Túi đeo vai da',
      original: '革のショルダーバッグ',
      toggle: { name: 'original', label: 'showOriginal' },
      failed: false,
    })
    expect(nameView(translated, 'vi', 'original')).toEqual({
      shown: '革のショルダーバッグ',
      original: null,
      toggle: { name: null, label: 'showTranslation' },
      failed: false,
    })
  })

  test('a name in Japanese only is shown as written, its toggle asking for a translation', () => {
    expect(nameView(japaneseOnly, 'en', null)).toMatchObject({
      shown: '革のショルダーバッグ',
      toggle: { name: 'translated', label: 'name' },
    })
    expect(nameView(japaneseOnly, 'en', 'translated', 'Leather shoulder bag')).toEqual({
      shown: 'Leather shoulder bag',
      original: '革のショルダーバッグ',
      toggle: { name: 'original', label: 'showOriginal' },
      failed: false,
    })
  })

  test('a translation that failed shows the original and says so (§8)', () => {
    expect(nameView(japaneseOnly, 'vi', 'translated', null)).toEqual({
      shown: '革のショルダーバッグ',
      original: null,
      toggle: null,
      failed: true,
    })
  })

  test('a Japanese reader reads the seller’s words, with no toggle', () => {
    expect(nameView(translated, 'ja', 'translated', 'x')).toEqual({
      shown: '革のショルダーバッグ',
      original: null,
      toggle: null,
      failed: false,
    })
  })

  test('only original and translated are choices', () => {
    expect(['original', 'translated', 'other', null].map(nameChoice)).toEqual([
      'original',
      'translated',
      null,
      null,
    ])
  })
})
