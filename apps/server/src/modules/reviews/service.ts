import {
  type Paged,
  pageEnvelope,
  type Review,
  type ReviewInput,
  type reviewListSpec,
  type z,
} from '@kaimono/contracts'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { changed } from '../../platform/changes.ts'
import { Invalid, NotFound } from '../../platform/errors.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { type AvatarRule, fitName, publicProfiles, requireUser } from '../accounts/index.ts'
import { lockProduct, recordReviewSummary } from '../catalog/index.ts'
import { type TranslateProvider, translateTexts } from '../translate/index.ts'
import { productReviews } from './schema.ts'

/** How reviews are shown: comments in the reader's language, reviewers as the profile rules allow. */
export type ReviewDisplay = { translator: TranslateProvider; avatars: AvatarRule }

type ReadOptions = {
  where: SQL | undefined
  order: SQL[]
  limit: number
  offset: number
  reviewer: boolean
}

async function readReviews(
  ctx: RequestContext,
  { translator, avatars }: ReviewDisplay,
  options: ReadOptions,
): Promise<{ reviews: Review[]; total: number | null }> {
  const rows = await ctx.db
    .select({
      review: productReviews,
      // The count of every matching review, in the same round trip.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productReviews)
    .where(options.where)
    .orderBy(...options.order, desc(productReviews.id))
    .limit(options.limit)
    .offset(options.offset)
  const [comments, profiles] = await Promise.all([
    translateTexts(
      translator,
      rows.map(({ review }) => ({ text: review.comment, from: review.lang })),
      ctx.lang,
      ctx.log,
    ),
    publicProfiles(
      ctx,
      rows.map(({ review }) => review.userId),
    ),
  ])
  const reviews = rows.map(({ review }, i) => {
    const profile = profiles.get(review.userId)
    const name = fitName(profile?.name ?? '')
    const image = profile?.image ?? null
    return {
      id: review.id,
      product_id: review.productId,
      star: review.star,
      comment: comments[i]?.text ?? review.comment,
      original_comment: review.comment,
      lang: review.lang,
      translated: comments[i]?.translated ?? false,
      username: name,
      ...(options.reviewer && {
        reviewer: { name, photoURL: image && avatars(image) ? image : null },
      }),
      created_at: unixSeconds(review.createdAt),
      updated_at: unixSeconds(review.updatedAt),
    }
  })
  // No row, no count: only past the last page is the total unknown here.
  return { reviews, total: rows[0]?.total ?? (options.offset === 0 ? 0 : null) }
}

export async function listReviews(
  ctx: RequestContext,
  display: ReviewDisplay,
  query: ListQuery<typeof reviewListSpec>,
): Promise<Paged<Review>> {
  const where = query.filter.product_id
    ? eq(productReviews.productId, query.filter.product_id)
    : undefined
  const column = { created_at: productReviews.createdAt, star: productReviews.star }
  const { reviews, total } = await readReviews(ctx, display, {
    where,
    order: query.sort.map(({ field, direction }) =>
      direction === 'desc' ? desc(column[field]) : asc(column[field]),
    ),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    reviewer: query.include.has('reviewer'),
  })
  const counted =
    total ?? (await ctx.db.select({ n: count() }).from(productReviews).where(where))[0]?.n ?? 0
  return pageEnvelope(reviews, counted, query.page, query.perPage)
}

export async function getReview(
  ctx: RequestContext,
  display: ReviewDisplay,
  id: number,
): Promise<Review> {
  const {
    reviews: [review],
  } = await readReviews(ctx, display, {
    where: eq(productReviews.id, id),
    order: [],
    limit: 1,
    offset: 0,
    reviewer: true,
  })
  if (!review) throw new NotFound()
  return review
}

/**
 * One review per customer per product: a second one replaces the first. The product's star
 * and reviews_count are recomputed in the same transaction, with the product row locked so
 * that reviews arriving together all count.
 */
export async function saveReview(
  ctx: RequestContext,
  input: z.output<typeof ReviewInput>,
): Promise<{ id: number; created: boolean }> {
  const user = requireUser(ctx)
  const saved = await ctx.db.transaction(async (tx) => {
    if (!(await lockProduct({ ...ctx, db: tx }, input.product_id))) {
      throw new Invalid({ product_id: ['notFound'] })
    }
    const mine = and(
      eq(productReviews.productId, input.product_id),
      eq(productReviews.userId, user.uid),
    )
    const [existing] = await tx.select({ id: productReviews.id }).from(productReviews).where(mine)
    const values = { star: input.star, comment: input.comment, lang: ctx.lang }
    const [row] = existing
      ? await tx
          .update(productReviews)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(productReviews.id, existing.id))
          .returning({ id: productReviews.id })
      : await tx
          .insert(productReviews)
          .values({ ...values, productId: input.product_id, userId: user.uid })
          .returning({ id: productReviews.id })
    const [summary] = await tx
      .select({
        star: sql<string>`coalesce(round(avg(${productReviews.star}), 2), 0)::text`,
        count: count(),
      })
      .from(productReviews)
      .where(eq(productReviews.productId, input.product_id))
    await recordReviewSummary(
      { ...ctx, db: tx },
      input.product_id,
      summary ?? { star: '0', count: 0 },
    )
    if (!row) throw new Error('review not saved')
    return { id: row.id, created: !existing }
  })
  // The product's star and review count changed.
  changed(ctx.db)
  return saved
}
