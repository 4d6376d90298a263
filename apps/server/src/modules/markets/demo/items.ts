import type { BrowsableMarket, LabelMap } from '@kaimono/contracts'
import { fold } from '../../catalog/index.ts'
import type { marketItems } from '../schema.ts'
import { type DescriptionFacts, describe } from './describe.ts'
import { itemAddress } from './ids.ts'
import type { Kind, Model } from './kinds.ts'
import { hashOf, type Random, randomFrom } from './random.ts'
import type { DemoSeller } from './sellers.ts'
import type { Placed } from './trees.ts'
import {
  AUCTION_TAGS,
  CLOTHING_SIZES,
  COLOURS,
  type Colour,
  DELIVERY_TEXTS,
  FLEA_TAGS,
  FLEA_TAILS,
  HARDOFF_TAG,
  KIDS_SIZES,
  NIKE_COLOURS,
  PREFECTURES,
  REVIEWS,
  SHOP_TAGS,
  STORAGE,
  tr,
} from './words.ts'

// One demo item of a market: what it is (its leaf's kind and a model of it), the state it is in,
// its price as that market prices it, and its name as that market's sellers write it.

export type ItemRow = typeof marketItems.$inferInsert

export type Style = DescriptionFacts['style']

export const STYLES: Record<BrowsableMarket, Style> = {
  mercari: 'flea',
  paypay: 'flea',
  rakuma: 'flea',
  'yahoo-auction': 'auction',
  rakuten: 'mall',
  yahoo: 'mall',
  amazon: 'amazon',
  yodobashi: 'yodobashi',
  hardoff: 'hardoff',
  nike: 'nike',
  tonoike: 'tonoike',
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Items are listed over the last 30 days; auctions end from an hour to ten days on. */
const LISTED_OVER_MS = 30 * DAY_MS
const AUCTION_SPAN_MS = 10 * DAY_MS

/** About one item in twelve is sold out, at every market. */
export const isSoldOut = (index: number) => index % 12 === 5
/** A few auctions have no bid price, only a quick-decision price (§5). */
const isBuyNowOnly = (index: number) => index % 40 === 13 && !isSoldOut(index)

const CONDITION_ODDS: readonly (readonly [string, number])[] = [
  ['new', 0.18],
  ['like_new', 0.25],
  ['no_marks', 0.3],
  ['some_marks', 0.15],
  ['marks', 0.08],
  ['poor', 0.04],
]
/** What a second-hand item fetches, against its new price. */
const CONDITION_WORTH: Record<string, number> = {
  new: 0.85,
  like_new: 0.7,
  no_marks: 0.58,
  some_marks: 0.45,
  marks: 0.33,
  poor: 0.15,
}
const RANK_ODDS: readonly (readonly [string, number])[] = [
  ['S', 0.08],
  ['A', 0.22],
  ['B', 0.38],
  ['C', 0.18],
  ['D', 0.08],
  ['J', 0.06],
]
const RANK_WORTH: Record<string, number> = { S: 0.8, A: 0.65, B: 0.5, C: 0.38, D: 0.28, J: 0.1 }
/** The condition a rank reads as, for the detail page's badge. */
const RANK_CONDITION: Record<string, string> = {
  S: 'new',
  A: 'like_new',
  B: 'no_marks',
  C: 'some_marks',
  D: 'marks',
  J: 'poor',
}

function weighted(rng: Random, odds: readonly (readonly [string, number])[]): string {
  let left = rng.next()
  for (const [value, odd] of odds) {
    left -= odd
    if (left < 0) return value
  }
  return odds[odds.length - 1]?.[0] ?? ''
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)
const between = (rng: Random, low: number, high: number) => low + (high - low) * rng.next()

type Gender = 'men' | 'women' | 'kids'

/** What one item is, before it is named and priced. */
type Draft = {
  market: BrowsableMarket
  style: Style
  index: number
  rng: Random
  placed: Placed
  kind: Kind
  model: Model
  seller: DemoSeller
  colour: Colour | null
  size: string | null
  storage: string | null
  condition: string | null
  rank: string | null
  gender: Gender | null
  pack: number
  /** An auction that started at 1 yen (1円スタート). */
  oneYen: boolean
}

const SIZE_ATTRIBUTES = new Set(['shoe', 'women-shoe', 'kids-shoe', 'clothes', 'kids'])
/** Shops sell one listing in every size; a second-hand item is the one size it is. */
const choosesSize = (style: Style) => !['flea', 'auction', 'hardoff'].includes(style)

const shoeSizes = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) * 2) + 1 }, (_, i) => (from + i / 2).toFixed(1))

function sizesFor(kind: Kind, gender: Gender | null): string[] {
  switch (kind.attribute) {
    case 'shoe':
      return gender === 'women' ? shoeSizes(23, 27) : shoeSizes(24.5, 30)
    case 'women-shoe':
      return shoeSizes(22.5, 25.5)
    case 'kids-shoe':
      return shoeSizes(16, 24)
    case 'clothes':
      return gender === 'kids' ? KIDS_SIZES : CLOTHING_SIZES
    case 'kids':
      return KIDS_SIZES
    default:
      return []
  }
}

const sizeLabel = (kind: Kind, size: string): LabelMap =>
  kind.attribute === 'clothes'
    ? tr(`${size}サイズ`, `size ${size}`, `size ${size}`)
    : tr(`${size}cm`, `${size}cm`, `${size} cm`)

/** The words after the model: the one size, colour or storage this listing is. */
function attributeWords(draft: Draft): LabelMap[] {
  const words: LabelMap[] = []
  if (draft.size && !choosesSize(draft.style)) words.push(sizeLabel(draft.kind, draft.size))
  if (draft.storage) words.push(tr(draft.storage, draft.storage, draft.storage))
  if (draft.colour && draft.style !== 'nike') {
    const { ja, vi, en } = draft.colour.name
    words.push(tr(ja, `màu ${vi}`, en))
  }
  return words
}

const contains = (name: string, noun: string) =>
  noun === '' || name.toLowerCase().includes(noun.toLowerCase())

const GENDER_WORDS: Record<Gender, LabelMap> = {
  men: tr('メンズ', 'nam', "men's"),
  women: tr('ウィメンズ', 'nữ', "women's"),
  kids: tr('キッズ', 'trẻ em', "kids'"),
}

/** The plain name: model, what it is when the model does not say, and its attributes. */
function coreName(draft: Draft): LabelMap {
  const { kind, model } = draft
  const [, ja, en] = model
  const attributes = attributeWords(draft)
  const gender = draft.gender && !contains(ja, GENDER_WORDS[draft.gender].ja) ? draft.gender : null
  // Groceries are named by their packs alone (キッコーマン 特選 丸大豆しょうゆ 750ml).
  const named = draft.style === 'tonoike'
  const jaNoun = named || contains(ja, kind.noun.ja) ? '' : kind.noun.ja
  const enNoun = named || contains(en, kind.noun.en) ? '' : kind.noun.en
  return {
    ja: [
      ja,
      gender ? `${GENDER_WORDS[gender].ja}${jaNoun}` : jaNoun,
      ...attributes.map((a) => a.ja),
    ]
      .filter(Boolean)
      .join(' '),
    vi: [
      [kind.noun.vi, gender ? GENDER_WORDS[gender].vi : '', en].filter(Boolean).join(' '),
      ...attributes.map((a) => a.vi),
    ].join(', '),
    en: [
      [en, gender ? GENDER_WORDS[gender].en : '', enNoun].filter(Boolean).join(' '),
      ...attributes.map((a) => a.en),
    ].join(', '),
  }
}

const join = (...parts: (LabelMap | null | undefined)[]): LabelMap => {
  const present = parts.filter((part): part is LabelMap => !!part)
  const glue = (lang: keyof LabelMap) =>
    present
      .map((part) => part[lang])
      .join(' ')
      .replace(/([】〕]) /g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  return { ja: glue('ja'), vi: glue('vi'), en: glue('en') }
}

function fleaTag(draft: Draft): LabelMap | null {
  const { rng, condition } = draft
  if (condition === 'new' && rng.chance(0.7)) return FLEA_TAGS.new
  if (condition === 'like_new' && rng.chance(0.6)) return FLEA_TAGS.mint
  return rng.pick([
    FLEA_TAGS.cut,
    FLEA_TAGS.now,
    FLEA_TAGS.genuine,
    FLEA_TAGS.anonymous,
    null,
    null,
  ])
}

function fleaTail(draft: Draft): LabelMap | null {
  if (!draft.rng.chance(0.3)) return null
  const [box, tested, tags, included, bundle] = FLEA_TAILS
  const tails = {
    fashion: [box, tags],
    tech: [box, tested],
  }[draft.kind.reviews as 'fashion' | 'tech'] ?? [included, bundle]
  return draft.rng.pick(tails) ?? null
}

/** The name as the market's sellers write it. */
function nameOf(draft: Draft, core: LabelMap): LabelMap {
  const { rng } = draft
  switch (draft.style) {
    case 'flea':
      return join(fleaTag(draft), core, fleaTail(draft))
    case 'auction': {
      const good = draft.condition === 'new' || draft.condition === 'like_new'
      const tech = draft.kind.reviews === 'tech'
      return join(
        draft.oneYen ? AUCTION_TAGS.oneYen : null,
        good && rng.chance(0.6) ? AUCTION_TAGS.mint : null,
        core,
        draft.condition === 'poor' ? AUCTION_TAGS.junk : tech && good ? AUCTION_TAGS.working : null,
      )
    }
    case 'mall':
      return draft.market === 'rakuten'
        ? join(
            rng.chance(0.5) ? SHOP_TAGS.free : null,
            core,
            rng.chance(0.4) ? SHOP_TAGS.genuine : null,
            rng.chance(0.3) ? SHOP_TAGS.points : null,
          )
        : join(
            rng.chance(0.4) ? SHOP_TAGS.maxPoints : null,
            core,
            rng.chance(0.3) ? SHOP_TAGS.nextDay : null,
          )
    case 'amazon': {
      const brand = draft.model[0]
      const lead = (lang: keyof LabelMap) => (contains(core[lang], brand) ? '' : brand)
      return join(tr(lead('ja'), '', lead('en')), core, rng.chance(0.3) ? SHOP_TAGS.japan : null)
    }
    case 'yodobashi': {
      const [, ja, en] = draft.model
      const rest = attributeWords(draft)
      const words = (lang: keyof LabelMap) =>
        [draft.kind.noun[lang] || draft.kind.name[lang], ...rest.map((a) => a[lang])]
          .filter(Boolean)
          .join(' ')
      return tr(`${ja} [${words('ja')}]`, `${en} [${words('vi')}]`, `${en} [${words('en')}]`)
    }
    case 'hardoff':
      return join(HARDOFF_TAG, core)
    case 'nike':
      return core
    case 'tonoike':
      return draft.pack > 1
        ? join(core, tr(`×${draft.pack}個セット`, `(combo ${draft.pack})`, `(${draft.pack}-pack)`))
        : core
  }
}

type Price = {
  price: number
  initialPrice: number | null
  bidCount: number | null
  quickDecisionPrice: number | null
}

/** The price as the market sets it: a seller's ask, an auction's bid, a shop's sale price. */
function priceOf(draft: Draft): Price {
  const { rng, style, index } = draft
  const base = draft.model[3]
  const none = { initialPrice: null, bidCount: null, quickDecisionPrice: null }
  switch (style) {
    case 'flea': {
      const ask =
        base * (CONDITION_WORTH[draft.condition ?? 'no_marks'] ?? 0.5) * between(rng, 0.85, 1.1)
      const price = Math.max(300, roundTo(ask, 100))
      return { ...none, price: price > 2000 && rng.chance(0.25) ? price - 20 : price }
    }
    case 'auction': {
      const worth = base * (CONDITION_WORTH[draft.condition ?? 'no_marks'] ?? 0.5)
      if (isBuyNowOnly(index)) {
        return { ...none, price: 0, bidCount: 0, quickDecisionPrice: roundTo(worth, 500) }
      }
      const bidCount = rng.chance(0.3) ? 0 : rng.int(1, 48)
      const price = draft.oneYen && bidCount === 0 ? 1 : roundTo(worth * between(rng, 0.2, 0.8), 10)
      const quick = rng.chance(0.35) ? Math.max(price + 1000, roundTo(worth * 1.1, 1000)) : null
      return { ...none, price, bidCount, quickDecisionPrice: quick }
    }
    case 'hardoff': {
      const worth = base * (RANK_WORTH[draft.rank ?? 'B'] ?? 0.5) * between(rng, 0.85, 1.15)
      return { ...none, price: roundTo(worth, 110) }
    }
    case 'nike': {
      if (!rng.chance(0.3)) return { ...none, price: base }
      const off = rng.pick([20, 25, 30, 35, 40])
      return { ...none, price: roundTo(base * (1 - off / 100), 10), initialPrice: base }
    }
    case 'tonoike': {
      const pack = base * draft.pack * (draft.pack > 1 ? 0.97 : 1)
      const list = Math.round(pack)
      if (!rng.chance(0.2)) return { ...none, price: list }
      const off = rng.pick([10, 15, 20, 30])
      return { ...none, price: Math.round(list * (1 - off / 100)), initialPrice: list }
    }
    case 'amazon': {
      if (!rng.chance(0.6)) return { ...none, price: base }
      const price = Math.round(base * between(rng, 0.6, 0.97))
      return { ...none, price, initialPrice: base }
    }
    case 'yodobashi': {
      if (!rng.chance(0.25)) return { ...none, price: roundTo(base * between(rng, 0.92, 1), 10) }
      const off = rng.pick([10, 15, 20, 30])
      return { ...none, price: roundTo(base * (1 - off / 100), 10), initialPrice: base }
    }
    case 'mall': {
      const list = roundTo(base * between(rng, 0.95, 1.1), 10)
      if (!rng.chance(0.45)) return { ...none, price: list }
      const off = rng.pick([5, 10, 15, 20, 25, 30, 40, 50])
      const sale = roundTo(list * (1 - off / 100), 10)
      const price = sale > 1000 && rng.chance(0.5) ? Math.floor(sale / 100) * 100 - 20 : sale
      return { ...none, price, initialPrice: list }
    }
  }
}

function deliveryOf(draft: Draft, price: number): string[] {
  const { rng, style } = draft
  switch (style) {
    case 'flea':
    case 'auction':
      if (rng.chance(style === 'flea' ? 0.85 : 0.45)) {
        return ['free_shipping', 'seller_pays', ...(rng.chance(0.7) ? ['anonymous'] : [])]
      }
      return ['buyer_pays']
    case 'mall':
      return [
        ...(rng.chance(0.55) ? ['free_shipping'] : []),
        ...(rng.chance(0.3) ? ['next_day'] : []),
        ...(draft.kind.reviews === 'food' && rng.chance(0.2) ? ['cold'] : []),
      ]
    case 'amazon':
      return rng.chance(0.8) ? ['free_shipping', 'next_day'] : ['free_shipping']
    case 'yodobashi':
      return ['free_shipping', 'next_day']
    case 'hardoff':
      return rng.chance(0.1) ? ['free_shipping'] : []
    case 'nike':
      return price >= 5000 ? ['free_shipping'] : []
    case 'tonoike':
      return draft.model[0] === "ROYCE'" ? ['cold'] : []
  }
}

function saleStatusOf(draft: Draft): string[] {
  if (isSoldOut(draft.index)) return ['sold_out']
  if (['flea', 'auction', 'hardoff'].includes(draft.style)) return ['on_sale']
  const roll = draft.rng.next()
  if (roll < 0.06) return ['on_sale', 'limited']
  if (roll < 0.09 && ['amazon', 'yodobashi', 'nike'].includes(draft.style)) return ['preorder']
  return ['on_sale']
}

const LABELS: Partial<Record<BrowsableMarket, readonly (string | null)[]>> = {
  rakuten: ['ポイント10倍', 'クーポンあり', null, null, null],
  yahoo: ['ストアポイント5%', 'クーポンあり', null, null, null],
  amazon: ['ベストセラー1位', 'Amazonおすすめ', null, null, null, null],
  yodobashi: ['10%ポイント還元', '10%ポイント還元', null],
  nike: ['Just In', 'ベストセラー', 'サステナブル素材', null, null, null],
  tonoike: ['常温', null],
}

/** Shops' items have ratings and a few comments; people's and auctions' do not. */
function rateOf(draft: Draft) {
  const most = { amazon: 20_000, mall: 3_000, yodobashi: 800, nike: 500, tonoike: 300 }[
    draft.style as 'amazon'
  ]
  if (!most) return { rateCount: 0, rateRatio: null, comments: [] }
  const { rng } = draft
  const rateCount = Math.floor(Math.exp(rng.next() * Math.log(most))) - 1
  if (rateCount <= 0) return { rateCount: 0, rateRatio: null, comments: [] }
  const ratio = 3.2 + 1.8 * Math.sqrt(rng.next())
  const rateRatio =
    draft.style === 'amazon' ? Math.round(ratio * 10) / 10 : Math.round(ratio * 100) / 100
  const pool = [...REVIEWS.any, ...REVIEWS[draft.kind.reviews]]
  const comments = [...new Set([rng.pick(pool), rng.pick(pool), rng.pick(pool)])].slice(
    0,
    Math.min(3, rateCount),
  )
  return { rateCount, rateRatio, comments }
}

const CONSUMABLES = new Set(['food', 'beauty', 'baby'])

/** Rakuten's, Yahoo! Shopping's and Amazon's choices with their prices; Nike's colourways. */
function variantsOf(draft: Draft, price: number) {
  const { rng, style, kind } = draft
  if (style === 'nike') {
    const others = NIKE_COLOURS.filter((c) => c.code !== draft.colour?.code)
    const count = rng.int(1, 3)
    return [
      draft.colour ?? NIKE_COLOURS[0],
      ...Array.from({ length: count }, () => rng.pick(others)),
    ]
      .filter((colour, i, all): colour is Colour => !!colour && all.indexOf(colour) === i)
      .map((colour) => ({ value: `${colour.name.ja}/${rng.pick(NIKE_COLOURS).name.ja}`, price }))
  }
  if (style !== 'mall' && style !== 'amazon') return []
  if (kind.attribute === 'colour') {
    const colours = [draft.colour, rng.pick(COLOURS), rng.pick(COLOURS)].filter(
      (colour, i, all): colour is Colour => !!colour && all.indexOf(colour) === i,
    )
    return colours.map((colour, i) => ({
      value: colour.name.ja,
      price: price + i * roundTo(price * 0.02, 10),
    }))
  }
  if (CONSUMABLES.has(kind.reviews) && kind.weight < 3000 && rng.chance(0.5)) {
    return [
      { value: '1個', price },
      { value: '2個セット', price: Math.round(price * 1.9) },
      { value: '3個セット', price: Math.round(price * 2.7) },
    ]
  }
  return []
}

function sizesOf(draft: Draft) {
  if (!choosesSize(draft.style)) return []
  return sizesFor(draft.kind, draft.gender).map((size) => ({
    id: size,
    name:
      draft.kind.attribute === 'clothes' || draft.kind.attribute === 'kids' ? size : `${size}cm`,
  }))
}

function facetsOf(draft: Draft): string[] {
  if (draft.style === 'hardoff') return [`rank:${draft.rank}`]
  if (draft.style === 'nike') {
    return [`gender:${draft.gender}`, ...(draft.colour ? [`color:${draft.colour.code}`] : [])]
  }
  return []
}

function originOf(draft: Draft): string | null {
  switch (draft.style) {
    case 'flea':
    case 'auction':
    case 'hardoff':
      return (
        draft.seller.prefecture ?? PREFECTURES[hashOf(draft.seller.id) % PREFECTURES.length] ?? null
      )
    case 'nike':
      return draft.rng.pick(['ベトナム', 'インドネシア', '中国'])
    case 'tonoike':
      return '日本'
    default:
      return null
  }
}

function deliveryTextOf(draft: Draft): string {
  const texts = {
    flea: DELIVERY_TEXTS.flea,
    auction: DELIVERY_TEXTS.auction,
    mall: DELIVERY_TEXTS.shop,
    amazon: DELIVERY_TEXTS.amazon,
    yodobashi: DELIVERY_TEXTS.yodobashi,
    hardoff: DELIVERY_TEXTS.hardoff,
    nike: DELIVERY_TEXTS.nike,
    tonoike: DELIVERY_TEXTS.tonoike,
  }[draft.style]
  return draft.rng.pick(texts)
}

function factsOf(draft: Draft): [string, string][] {
  const facts: [string, string][] = []
  if (draft.size) facts.push(['サイズ', sizeLabel(draft.kind, draft.size).ja])
  if (draft.colour) facts.push(['カラー', draft.colour.name.ja])
  if (draft.storage) facts.push(['容量', draft.storage])
  if (draft.style === 'tonoike') facts.push(['入数', `${draft.pack}個`])
  return facts
}

/** Draws what the item is: the attributes its kind has, its condition or rank, its pack. */
export function draftItem(
  market: BrowsableMarket,
  index: number,
  placed: Placed,
  kind: Kind,
  models: readonly Model[],
  sellers: readonly DemoSeller[],
): Draft {
  const rng = randomFrom(`item:${market}:${index}`)
  const style = STYLES[market]
  const model = rng.pick(models)
  const root = placed.path[0]?.id ?? ''
  const serving = sellers.filter((seller) => seller.roots.includes(root))
  const general = sellers.filter((seller) => seller.roots.length === 0)
  const seller = rng.pick(serving.length ? [...serving, ...general] : sellers)
  const gender = market === 'nike' ? (root as Gender) : null
  const sizes = sizesFor(kind, gender)
  const palette = market === 'nike' ? NIKE_COLOURS : COLOURS
  const used = style === 'flea' || style === 'auction'
  const heavy = (model[4] ?? kind.weight) > 3000
  return {
    market,
    style,
    index,
    rng,
    placed,
    kind,
    model,
    seller,
    colour:
      kind.attribute === 'colour' ||
      SIZE_ATTRIBUTES.has(kind.attribute ?? '') ||
      kind.attribute === 'storage'
        ? rng.pick(palette)
        : null,
    size: sizes.length ? rng.pick(sizes) : null,
    storage: kind.attribute === 'storage' ? rng.pick(STORAGE) : null,
    condition: used ? weighted(rng, CONDITION_ODDS) : null,
    rank: style === 'hardoff' ? weighted(rng, RANK_ODDS) : null,
    gender,
    pack: style === 'tonoike' ? rng.pick(heavy ? [1, 1, 2] : [1, 1, 1, 2, 3, 6, 12]) : 1,
    oneYen: style === 'auction' && rng.chance(0.25),
  }
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The mirror row of a drafted item, its times counted from `now`. */
export function itemRow(draft: Draft, taken: Set<string>, now: number): ItemRow {
  const { rng, market, model, kind, placed } = draft
  const core = coreName(draft)
  const names = nameOf(draft, core)
  let address = itemAddress(market, {
    rng,
    seller: draft.seller.id,
    colour: draft.colour?.code ?? null,
    slug: slugOf(core.en),
  })
  while (taken.has(address.id)) {
    address = itemAddress(market, {
      rng,
      seller: draft.seller.id,
      colour: draft.colour?.code ?? null,
      slug: slugOf(core.en),
    })
  }
  taken.add(address.id)
  const { id, url } = address
  const price = priceOf(draft)
  const soldOut = isSoldOut(draft.index)
  const description = describe(
    {
      style: draft.style,
      name: names.ja,
      brand: model[0],
      model: model[1],
      condition: draft.condition,
      rank: draft.rank,
      facts: factsOf(draft),
    },
    rng,
  )
  const listed = now - Math.floor(rng.next() * LISTED_OVER_MS)
  const endTime =
    draft.style !== 'auction'
      ? null
      : soldOut
        ? now - Math.floor(between(rng, 1, 72) * HOUR_MS)
        : now + HOUR_MS + Math.floor(rng.next() * (AUCTION_SPAN_MS - HOUR_MS))
  const weight =
    draft.style === 'tonoike'
      ? (model[4] ?? kind.weight) * draft.pack
      : rng.chance(0.5)
        ? roundTo((model[4] ?? kind.weight) * between(rng, 0.6, 1.2), 10)
        : null
  const root = placed.path[0]?.id ?? null
  return {
    market,
    id,
    name: names.ja,
    names,
    price: price.price,
    initialPrice: price.initialPrice,
    images: Array.from(
      { length: rng.int(1, 4) },
      (_, n) => `/media/market/${market}/${id}/${n + 1}.svg`,
    ),
    label: rng.pick(LABELS[market] ?? [null]),
    url,
    sellerId: draft.seller.id,
    categoryId: placed.node.id,
    categoryRoot: root,
    brand: model[0],
    saleStatus: saleStatusOf(draft),
    productCondition: draft.rank
      ? [RANK_CONDITION[draft.rank] ?? 'no_marks']
      : draft.condition
        ? [draft.condition]
        : [],
    delivery: deliveryOf(draft, price.price),
    facets: facetsOf(draft),
    descriptionHtml: description.html,
    descriptionText: description.text,
    variants: variantsOf(draft, price.price),
    sizes: sizesOf(draft),
    ...rateOf(draft),
    isSoldOut: soldOut,
    endTime: endTime === null ? null : new Date(endTime),
    quickDecisionPrice: price.quickDecisionPrice,
    bidCount: price.bidCount,
    deliveryText: deliveryTextOf(draft),
    origin: originOf(draft),
    weightG: weight,
    searchText: fold([names.ja, names.vi, names.en, model[0]].join(' ')),
    createdAt: new Date(listed),
    updatedAt: new Date(listed),
  }
}
