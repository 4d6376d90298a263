import { Lang } from './i18n.ts'
import { idText } from './ids.ts'
import { paged } from './paging.ts'
import { text } from './text.ts'
import { z } from './zod.ts'

/** §5: comment required; rating 1 to 5, 5 by default. */
export const ReviewInput = z.object({
  product_id: idText('validation.required'),
  star: z.coerce
    .number()
    .int('validation.star')
    .min(1, 'validation.star')
    .max(5, 'validation.star')
    .default(5),
  comment: text('validation.required')
    .min(1, 'validation.required')
    .max(2000, 'validation.tooLong'),
})
export type ReviewInput = z.input<typeof ReviewInput>

/**
 * §3 Review. `comment` is in the reader's language where a translation was had (§7), with
 * the words as written in `original_comment` and their language in `lang`.
 */
export const Review = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  star: z.number().int(),
  comment: z.string(),
  original_comment: z.string(),
  lang: Lang,
  translated: z.boolean(),
  username: z.string(),
  reviewer: z.object({ name: z.string(), photoURL: z.string().nullable() }).optional(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
})
export type Review = z.infer<typeof Review>
export const ReviewList = paged(Review)
