import { ECORING_MAX_PAGE, ECORING_STATES, ecoringStep } from './auction-rules.ts'
import { snipeSeconds } from './auctions.ts'
import { Lang } from './i18n.ts'
import { id, idText } from './ids.ts'
import { line } from './text.ts'
import { z } from './zod.ts'

// §2 Ecoring section and detail, §3 Ecoring item and category, §4 Time-limit Ecoring auction,
// §7 Ecoring calls (base B, /market): the lots of Ecoring's brand-goods auctions our customers
// bid on through us, each in one of three states by the server's clock.

/** Ecoring's categories (the static `/static/ecoring/categories.json`), named in every language. */
export const ECORING_CATEGORIES = [
  { id: 1, name: { vi: 'Túi xách', ja: 'バッグ', en: 'Bags' } },
  { id: 2, name: { vi: 'Đồng hồ', ja: '時計', en: 'Watches' } },
  { id: 3, name: { vi: 'Trang sức', ja: 'ジュエリー', en: 'Jewellery' } },
  {
    id: 4,
    name: { vi: 'Ví và đồ da nhỏ', ja: '財布・小物', en: 'Wallets and small leather goods' },
  },
  { id: 5, name: { vi: 'Quần áo', ja: 'アパレル', en: 'Clothing' } },
  { id: 6, name: { vi: 'Giày', ja: '靴', en: 'Shoes' } },
  { id: 7, name: { vi: 'Phụ kiện', ja: 'アクセサリー', en: 'Accessories' } },
] as const

/** §3 Ecoring category: one row per language. */
export const EcoringCategory = z.object({ id: z.number().int(), name: z.string(), lang: Lang })
export type EcoringCategory = z.infer<typeof EcoringCategory>
export const EcoringCategories = z.object({ data: z.array(EcoringCategory) })

/** A lot's condition rank, best first, as Ecoring grades brand goods, and what each means. */
export const ECORING_RANK_LABELS = {
  N: { vi: 'Mới, chưa qua sử dụng', ja: '新品・未使用品', en: 'New, unused' },
  S: { vi: 'Gần như mới', ja: '未使用に近い', en: 'Nearly unused' },
  SA: { vi: 'Rất đẹp, hầu như không có dấu vết', ja: '極美品', en: 'Excellent, hardly a mark' },
  A: { vi: 'Đẹp, có ít dấu vết nhỏ', ja: '美品', en: 'Very good, a few small marks' },
  AB: { vi: 'Tốt, có dấu vết sử dụng nhẹ', ja: '良品', en: 'Good, light signs of use' },
  B: { vi: 'Có dấu vết sử dụng', ja: '使用感あり', en: 'Used, visible signs of use' },
  BC: { vi: 'Dấu vết sử dụng rõ', ja: '使用感が目立つ', en: 'Well used' },
  C: { vi: 'Có hư hỏng, cần sửa chữa', ja: '難あり', en: 'Damaged, needs repair' },
} as const
export const ECORING_RANKS = Object.keys(
  ECORING_RANK_LABELS,
) as (keyof typeof ECORING_RANK_LABELS)[]
export type EcoringRank = keyof typeof ECORING_RANK_LABELS

/** `/static/ecoring/filter-config.json`: the ranks and what each means, in every language. */
export const EcoringFilterConfig = z.object({
  ranks: z.array(
    z.object({
      id: z.string(),
      label: z.object({ vi: z.string(), ja: z.string(), en: z.string() }),
    }),
  ),
  page_size: z.number().int(),
})
export type EcoringFilterConfig = z.infer<typeof EcoringFilterConfig>

/** §3 Ecoring item, in the language asked for; `price` is what it stands at now, in yen. */
export const EcoringItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image_uri: z.string(),
  brand: z.object({ name: z.string() }),
  rank: z.string(),
  price: z.number().int(),
  note: z.string().nullable(),
  end_time: z.number().int(),
  start_time: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bid_step_unit: z.array(z.number().int()),
  description_html: z.string().nullable(),
  description_text: z.string().nullable(),
  image_list: z.array(z.string()),
  /** Beyond §3: the lot's state by the server's clock, and our customers' bids on it. */
  state: z.enum(ECORING_STATES),
  bid_count: z.number().int(),
})
export type EcoringItem = z.infer<typeof EcoringItem>

/** §7 list: `pagination.total` is the last page (the section uses it so). */
export const EcoringList = z.object({
  items: z.array(EcoringItem),
  pagination: z.object({ total: z.number().int(), page: z.number().int() }),
})
export type EcoringList = z.infer<typeof EcoringList>

export const EcoringListQuery = z.object({
  page: z.coerce.number().int().min(1).max(ECORING_MAX_PAGE).default(1),
  category_id: idText().optional(),
})
export type EcoringListQuery = z.infer<typeof EcoringListQuery>

export const EcoringDetailQuery = z.object({ id: idText() })
export const EcoringDetail = z.object({ data: EcoringItem })

/** `POST /market/ecoring/bid`: §5 the amount is a whole number of the lot's smallest step. */
export const EcoringBidInput = z.object({
  item: id(),
  bid_price: z.coerce
    .number('auction.priceDigits')
    .int('auction.priceDigits')
    .min(1, 'auction.priceDigits')
    .max(100_000_000, 'auction.priceTooHigh'),
  user_id: idText(),
  device_token: line().max(500).nullish(),
  snipe_seconds: snipeSeconds,
})
export type EcoringBidInput = z.infer<typeof EcoringBidInput>

/** The latest moment a lot may start or end: 2100-01-01 (epoch seconds). */
const LAST_MOMENT = 4_102_444_800

/**
 * Staff: a lot to offer (`POST /api/staff/ecoring/lots`): its names and note in every language,
 * brand, rank, start price and steps in yen, categories, and when it opens and ends (epoch
 * seconds; the end after the start). Its pictures are drawn from what it is.
 */
export const EcoringLotInput = z
  .object({
    names: z.object({
      vi: line('validation.required').min(1, 'validation.required').max(300),
      ja: line('validation.required').min(1, 'validation.required').max(300),
      en: line('validation.required').min(1, 'validation.required').max(300),
    }),
    brand: line('validation.required').min(1, 'validation.required').max(100),
    rank: z.enum(ECORING_RANKS as [EcoringRank, ...EcoringRank[]], 'ecoring.rank'),
    start_price: z
      .number('auction.priceDigits')
      .int('auction.priceDigits')
      .min(1, 'auction.priceDigits')
      .max(100_000_000, 'auction.priceTooHigh'),
    bid_step_unit: z.array(z.number().int().min(1).max(10_000_000)).min(1).max(5),
    category_ids: z
      .array(
        z
          .number()
          .int()
          .refine((id) => ECORING_CATEGORIES.some((c) => c.id === id), 'ecoring.category'),
      )
      .min(1, 'ecoring.category')
      .max(3),
    notes: z
      .object({ vi: z.string().max(500), ja: z.string().max(500), en: z.string().max(500) })
      .nullish(),
    start_time: z.number().int().min(0).max(LAST_MOMENT),
    end_time: z.number().int().min(0).max(LAST_MOMENT),
  })
  .refine((lot) => lot.end_time > lot.start_time, {
    path: ['end_time'],
    message: 'ecoring.endBeforeStart',
  })
  .refine((lot) => lot.start_price % ecoringStep(lot.bid_step_unit) === 0, {
    path: ['start_price'],
    message: 'ecoring.startOffStep',
  })
export type EcoringLotInput = z.infer<typeof EcoringLotInput>
