import {
  ECORING_CATEGORIES,
  ECORING_PAGE_SIZE,
  type EcoringItem,
  type EcoringList,
  type EcoringListQuery,
  type EcoringLotInput,
  ecoringStateAt,
  type Lang,
} from '@kaimono/contracts'
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../../platform/db/index.ts'
import type { SeedPart } from '../../../platform/db/seed-part.ts'
import { NotFound } from '../../../platform/errors.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import type { Job } from '../../../platform/jobs/index.ts'
import { escapeHtml } from '../../../platform/mail/pages.ts'
import { unixSeconds } from '../../../platform/time.ts'
import { auctions, type EcoringLotRow, ecoringLots } from '../schema.ts'
import { demoLots } from './demo.ts'

/** The market id an Ecoring lot's auction row is kept under. */
export const ECORING_MARKET = 'ecoring'

/** How long an ended lot stays in the time-limit list (after the open ones). */
const ENDED_SHOWN_MS = 3 * 86_400_000

/** The demo's window of lots around `now` written (lots already there are left as they are). */
export async function seedEcoringLots(db: Database, now = Date.now()): Promise<number> {
  const lots = demoLots(now)
  const written = await db
    .insert(ecoringLots)
    .values(lots)
    .onConflictDoNothing({ target: ecoringLots.id })
    .returning({ id: ecoringLots.id })
  return written.length
}

/** Once a day, at the day's first start: the demo's lots of the coming days. */
export const ecoringSeed: SeedPart = {
  key: 'seed.ecoring',
  version: `ecoring-lots-${new Date().toISOString().slice(0, 10)}`,
  report: 'catalog',
  async load(tx) {
    await seedEcoringLots(tx)
  },
}

/** A server that runs for days keeps lots in every state: the window moves on every 6 hours. */
export function ecoringLotsJob(db: Database, now: () => number): Job {
  return {
    name: 'auctions.ecoring-lots',
    everyMs: 6 * 3_600_000,
    timeoutMs: 60_000,
    run: async () => {
      await seedEcoringLots(db, now())
    },
  }
}

type LotWithBids = { lot: EcoringLotRow; price: number | null; bids: number | null }

/** The lot's auction as our customers' bids make it: joined on its market, id and end. */
const auctionJoin = and(
  eq(auctions.market, ECORING_MARKET),
  eq(auctions.itemId, sql`${ecoringLots.id}::text`),
  eq(auctions.endTime, ecoringLots.endTime),
)

const columns = {
  lot: ecoringLots,
  price: auctions.currentPrice,
  bids: auctions.bidCount,
}

/** §3 Ecoring item in `lang`, its state by `now` (epoch ms). */
export function itemOf({ lot, price, bids }: LotWithBids, lang: Lang, now: number): EcoringItem {
  const start = unixSeconds(lot.startTime)
  const end = unixSeconds(lot.endTime)
  const description = lot.descriptions?.[lang] ?? null
  return {
    id: lot.id,
    name: lot.names[lang],
    image_uri: lot.images[0] ?? '',
    brand: { name: lot.brand },
    rank: lot.rank,
    price: price ?? lot.startPrice,
    note: lot.notes?.[lang] ?? null,
    end_time: end,
    start_time: start,
    categories: lot.categories.flatMap((id) => {
      const category = ECORING_CATEGORIES.find((entry) => entry.id === id)
      return category ? [{ id, name: category.name[lang] }] : []
    }),
    bid_step_unit: lot.bidStepUnit,
    description_html: description === null ? null : `<p>${escapeHtml(description)}</p>`,
    description_text: description,
    image_list: lot.images,
    state: ecoringStateAt({ start_time: start, end_time: end }, Math.floor(now / 1000)),
    bid_count: bids ?? 0,
  }
}

/**
 * §7 `/v2/ecoring` (the time-limit auctions: the open lots, ending soonest first, then those
 * ended in the last days, latest first) and `/v2/ecoring/preview` (the lots not started, starting
 * soonest first); by category. `pagination.total` is the last page (§3).
 */
export async function listLots(
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  tab: 'timelimit' | 'preview',
  query: EcoringListQuery,
  now: number,
): Promise<EcoringList> {
  const at = new Date(now)
  const conditions: SQL[] =
    tab === 'preview'
      ? [gt(ecoringLots.startTime, at)]
      : [lte(ecoringLots.startTime, at), gt(ecoringLots.endTime, new Date(now - ENDED_SHOWN_MS))]
  if (query.category_id !== undefined) {
    conditions.push(sql`${ecoringLots.categories} @> array[${query.category_id}]::integer[]`)
  }
  const where = and(...conditions)
  const order =
    tab === 'preview'
      ? [asc(ecoringLots.startTime), asc(ecoringLots.endTime), asc(ecoringLots.id)]
      : [
          asc(sql`${ecoringLots.endTime} <= ${at}`),
          asc(sql`case when ${ecoringLots.endTime} > ${at} then ${ecoringLots.endTime} end`),
          desc(ecoringLots.endTime),
          asc(ecoringLots.id),
        ]
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(ecoringLots)
      .leftJoin(auctions, auctionJoin)
      .where(where)
      .orderBy(...order)
      .limit(ECORING_PAGE_SIZE)
      .offset((query.page - 1) * ECORING_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(ecoringLots).where(where),
  ])
  return {
    items: rows.map((row) => itemOf(row, ctx.lang, now)),
    pagination: {
      total: Math.max(1, Math.ceil((total?.n ?? 0) / ECORING_PAGE_SIZE)),
      page: query.page,
    },
  }
}

/** Staff lots' ids start here: far above any demo day's (a day's number times 100). */
const STAFF_IDS_FROM = 900_000_000

/** What a lot's pictures draw, by its first category. */
const SHAPE_OF: Record<number, string> = {
  1: 'bag',
  2: 'watch',
  4: 'pouch',
  5: 'garment',
  6: 'shoe',
}

/**
 * Staff: a lot offered, with the next staff id (a race for an id tries again). Its pictures are
 * drawn like the demo's from its brand, name and first category.
 */
export async function createLot(
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  input: EcoringLotInput,
  now: number,
): Promise<EcoringItem> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [top] = await ctx.db
      .select({ id: sql<number>`coalesce(max(${ecoringLots.id}), ${STAFF_IDS_FROM})` })
      .from(ecoringLots)
      .where(gt(ecoringLots.id, STAFF_IDS_FROM))
    const id = Number(top?.id ?? STAFF_IDS_FROM) + 1
    const [lot] = await ctx.db
      .insert(ecoringLots)
      .values({
        id,
        names: input.names,
        brand: input.brand,
        rank: input.rank,
        startPrice: input.start_price,
        notes: input.notes ?? null,
        descriptions: null,
        shape: SHAPE_OF[input.category_ids[0] ?? 0] ?? 'box',
        images: [1, 2, 3].map((index) => `/media/ecoring/${id}/${index}.svg`),
        categories: input.category_ids,
        bidStepUnit: input.bid_step_unit,
        startTime: new Date(input.start_time * 1000),
        endTime: new Date(input.end_time * 1000),
      })
      .onConflictDoNothing({ target: ecoringLots.id })
      .returning()
    if (lot) return itemOf({ lot, price: null, bids: null }, ctx.lang, now)
  }
  throw new Error('no free id for a staff lot after 5 tries')
}

/** The lot with what our customers' bids make of it; null when there is no such lot. */
export async function findLot(db: Database, id: number): Promise<LotWithBids | null> {
  const [row] = await db
    .select(columns)
    .from(ecoringLots)
    .leftJoin(auctions, auctionJoin)
    .where(eq(ecoringLots.id, id))
  return row ?? null
}

/** §7 `/v2/ecoring/detail` and `/preview/detail`: one lot in any state (its state says which). */
export async function lotDetail(
  ctx: Pick<RequestContext, 'db' | 'lang'>,
  id: number,
  now: number,
): Promise<EcoringItem> {
  const row = await findLot(ctx.db, id)
  if (!row) throw new NotFound('ecoring.notFound')
  return itemOf(row, ctx.lang, now)
}
