import { CONDITIONS, DELIVERY, HARDOFF_RANKS, MARKET_TOKEN, SALE_STATUS } from './market-api.ts'
import { z } from './zod.ts'

// The market feed (docs/market-feed.md): what `npm run market:import -- <market> <file.jsonl>`
// reads, one JSON object a line. An item line is §3 Other-market product item as the mirror
// keeps it; a category line and a seller line let a feed bring the tree and the sellers its
// items name. Every message names what was expected, for the line's report.

const YEN = 'expected a whole number of yen'
/** The mirror keeps yen in a 32-bit column; no market sells anything dearer. */
const MAX_YEN = 1_000_000_000

/** A field left out is "required"; a field of the wrong kind names what it should be. */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'required' : what

const FeedId = z
  .string({ error: expected('expected an id') })
  .regex(MARKET_TOKEN, 'expected 1 to 80 letters, digits or . : ~ - _')
const yen = () =>
  z
    .int({ error: expected(YEN) })
    .min(0, YEN)
    .max(MAX_YEN, `${YEN} up to ${MAX_YEN}`)
const count = () =>
  z.int({ error: expected('expected a whole number') }).min(0, 'expected 0 or more')
const text = (max: number) =>
  z.string({ error: expected('expected text') }).max(max, `at most ${max} characters`)
const words = (max: number) => text(max).trim().min(1, 'expected text')

/** A picture is ours (`/media/…`, generated or uploaded) or the market's, over https only. */
const MEDIA_PATH = /^\/media\/[\w\-./]+$/
export const FeedImage = z
  .string({ error: expected('expected an https address or a /media/ path') })
  .max(1_000, 'at most 1000 characters')
  .refine(
    (value) =>
      (MEDIA_PATH.test(value) && !value.includes('..')) ||
      (value.startsWith('https://') && URL.canParse(value)),
    'expected an https address or a /media/ path',
  )

const WebAddress = z
  .string({ error: expected('expected an http(s) address') })
  .max(1_000, 'at most 1000 characters')
  .refine(
    (value) => /^https?:\/\//.test(value) && URL.canParse(value),
    'expected an http(s) address',
  )

/** A time: ISO 8601 with its offset, or epoch seconds as the market API answers `end_time`. */
const TIME = 'expected an ISO date-time or epoch seconds'
const FeedTime = z
  .union([z.int({ error: TIME }).min(0, TIME), z.iso.datetime({ offset: true, error: TIME })])
  .transform((value) => (typeof value === 'number' ? new Date(value * 1000) : new Date(value)))

/** Lines and their parts name only the fields of the format: a misspelt field is reported. */
const record = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.join(', ')}`
        : expected('expected an object')(issue),
  })

const oneOf = <T extends Record<string, unknown>>(table: T, what: string) =>
  z.enum(Object.keys(table) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]], {
    error: `expected ${what}: ${Object.keys(table).join(', ')}`,
  })
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'expected a list' }).max(max, `at most ${max}`).default([])

const Names = record({
  ja: words(500).optional(),
  vi: words(500).optional(),
  en: words(500).optional(),
})

/** §3 Other-market product item as the mirror keeps it (the `type` may be left out). */
export const MarketFeedItem = record({
  type: z.literal('item').optional(),
  id: FeedId,
  /** As the market names it (Japanese); `names` its translations. */
  name: words(500),
  names: Names.optional(),
  price: yen(),
  initial_price: yen().nullable().optional(),
  images: z
    .array(FeedImage, { error: expected('expected a list of pictures') })
    .min(1, 'expected at least one picture')
    .max(20, 'at most 20'),
  label: text(200).nullable().optional(),
  /** The item's page at the market (§7 sharing_data.supplier_product_url). */
  url: WebAddress,
  seller_id: FeedId.nullable().optional(),
  category_id: FeedId.nullable().optional(),
  brand: text(200).nullable().optional(),
  sale_status: list(oneOf(SALE_STATUS, 'a sale status'), 5),
  product_condition: list(oneOf({ ...CONDITIONS, ...HARDOFF_RANKS }, 'a condition'), 5),
  delivery: list(oneOf(DELIVERY, 'a delivery'), 6),
  /** Filter values (`rank:B`, `color:black`, `gender:men`): MARKET_FILTERS. */
  facets: list(
    z
      .string({ error: 'expected key:value' })
      .regex(/^[a-z_]{1,20}:[\w-]{1,40}$/, 'expected key:value'),
    20,
  ),
  /** Sanitised before it is stored. */
  description_html: text(100_000).nullable().optional(),
  description_text: text(20_000).nullable().optional(),
  variants: list(record({ value: words(200), price: yen() }), 100),
  sizes: list(record({ id: FeedId, name: words(100) }), 100),
  rate: record({
    count: count(),
    ratio: z
      .number({ error: expected('expected 0 to 5') })
      .min(0, 'expected 0 to 5')
      .max(5, 'expected 0 to 5'),
    comments: list(text(2_000), 20),
  })
    .nullable()
    .optional(),
  is_sold_out: z.boolean({ error: 'expected true or false' }).optional(),
  end_time: FeedTime.nullable().optional(),
  quick_decision_price: yen().nullable().optional(),
  bid_count: count().nullable().optional(),
  delivery_text: text(200).nullable().optional(),
  origin: text(100).nullable().optional(),
  weight_g: z
    .int({ error: 'expected whole grams' })
    .positive('expected whole grams')
    .nullable()
    .optional(),
  /** When the market listed it (the `newest` sort); an item new to the mirror defaults to now. */
  created_at: FeedTime.optional(),
})
export type MarketFeedItem = z.output<typeof MarketFeedItem>

/** A category of the market's tree; its parent comes on an earlier line or is already kept. */
export const MarketFeedCategory = record({
  type: z.literal('category'),
  id: FeedId,
  parent_id: FeedId.nullable().optional(),
  name: record({ vi: words(200), ja: words(200), en: words(200) }),
  /** Order among its siblings; by default the order of the feed's lines. */
  position: count().optional(),
  /** What an item of it weighs when the item does not say (the landed cost's shipping). */
  default_weight_g: z
    .int({ error: 'expected whole grams' })
    .positive('expected whole grams')
    .optional(),
})
export type MarketFeedCategory = z.output<typeof MarketFeedCategory>

/** §3 Seller and Seller review's counts. */
export const MarketFeedSeller = record({
  type: z.literal('seller'),
  id: FeedId,
  name: words(200),
  image_uri: FeedImage.nullable().optional(),
  description: text(5_000).nullable().optional(),
  identity_verification: z.boolean({ error: 'expected true or false' }).optional(),
  rate: record({
    ratio: z.number({ error: expected('expected a number') }).min(0, 'expected 0 or more'),
    max_ratio: z.number({ error: expected('expected a number') }).positive('expected more than 0'),
  })
    .refine((rate) => rate.ratio <= rate.max_ratio, 'expected ratio up to max_ratio')
    .nullable()
    .optional(),
  good: count().optional(),
  normal: count().optional(),
  bad: count().optional(),
})
export type MarketFeedSeller = z.output<typeof MarketFeedSeller>

/** One line of a market feed. */
export const MarketFeedLine = z.discriminatedUnion(
  'type',
  [MarketFeedItem, MarketFeedCategory, MarketFeedSeller],
  { error: 'expected "category", "seller", or none for an item' },
)
export type MarketFeedLine = z.output<typeof MarketFeedLine>
