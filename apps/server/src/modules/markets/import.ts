import {
  BROWSABLE_MARKETS,
  type BrowsableMarket,
  isBrowsableMarket,
  MarketFeedLine,
} from '@kaimono/contracts'
import { changed } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import type { DbContext } from '../../platform/http/context.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { feedCategories } from './feed-categories.ts'
import {
  type ItemInsert,
  itemRow,
  type SellerInsert,
  sellerRow,
  upsertItems,
  upsertSellers,
} from './feed-rows.ts'

// `npm run market:import` (docs/market-feed.md): a market's feed, one JSON object a line, upserted
// into the mirror in one transaction, so a feed with one bad line leaves the mirror as it was.

/** What an import did: items new to the mirror, items it replaced, category and seller lines. */
export type FeedReport = { inserted: number; updated: number; categories: number; sellers: number }

const importing = namedLock('market-import')

/** Rows written at a time: a 100,000-line feed is read and written without holding it all. */
const BATCH = 500
/** Bad lines listed in the refusal; a feed that is wrong throughout says how many more. */
const MAX_PROBLEMS = 50

/** The feed was refused and nothing of it kept; `problems` says `line N: field: what`. */
export class FeedRejected extends Error {
  readonly problems: readonly string[]
  constructor(problems: readonly string[], badLines = problems.length) {
    const more =
      problems.length > MAX_PROBLEMS ? [`… and ${problems.length - MAX_PROBLEMS} more`] : []
    const listed = [...problems.slice(0, MAX_PROBLEMS), ...more]
    super(`nothing imported, ${plural(badLines, 'bad line')}:\n${listed.join('\n')}`)
    this.name = 'FeedRejected'
    this.problems = problems
  }
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** One line read: what it says, or what is wrong with it (`field: message`). */
function readFeedLine(text: string): { line: MarketFeedLine } | { problems: string[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { problems: [`not JSON (${(error as Error).message})`] }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problems: ['expected a JSON object'] }
  }
  const parsed = MarketFeedLine.safeParse(value)
  if (parsed.success) return { line: parsed.data }
  return {
    problems: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  }
}

/**
 * Upserts a market's feed into the mirror on (market, id): a new item is inserted, a known one
 * replaced (price, sold out…; it keeps when it was first listed). Blank lines are skipped. Every
 * bad line is reported with its number and field, and then nothing is kept (FeedRejected).
 */
export async function importFeed(
  ctx: DbContext,
  market: string,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<FeedReport> {
  if (!isBrowsableMarket(market)) {
    throw new FeedRejected([`unknown market "${market}": one of ${BROWSABLE_MARKETS.join(', ')}`])
  }
  const report = await ctx.db.transaction(async (tx) => {
    // Two imports of one market (two runs, a job) take turns: each would wait on rows the
    // other has written, in whatever order their feeds list them.
    await importing.hold(tx, market)
    const feed = await feedWriter(tx, market)
    let number = 0
    for await (const text of lines) {
      number += 1
      if (text.trim() !== '') await feed.take(number, text)
    }
    return feed.finish()
  })
  // What this process keeps of the mirror goes now; other processes hear it from the database.
  changed(ctx.db)
  return report
}

/** The state of one import: the lines taken so far, written in batches while all are good. */
async function feedWriter(tx: Database, market: BrowsableMarket) {
  const categories = await feedCategories(tx, market)
  const problems: string[] = []
  const badLines = new Set<number>()
  /** The line each id was first given on: an id twice in one feed is a mistake. */
  const seen = {
    item: new Map<string, number>(),
    seller: new Map<string, number>(),
    category: new Map<string, number>(),
  }
  let items: ItemInsert[] = []
  let sellers: SellerInsert[] = []
  const report: FeedReport = { inserted: 0, updated: 0, categories: 0, sellers: 0 }

  const refuse = (number: number, problem: string) => {
    problems.push(`line ${number}: ${problem}`)
    badLines.add(number)
  }

  async function flush() {
    // Once a line is bad nothing will be kept: the rest is only read for its problems.
    if (problems.length > 0) {
      items = []
      sellers = []
      return
    }
    const { inserted, updated } = await upsertItems(tx, items)
    await upsertSellers(tx, sellers)
    report.inserted += inserted
    report.updated += updated
    report.sellers += sellers.length
    items = []
    sellers = []
  }

  /** The line's problem with what came before it, or undefined when it fits. */
  function place(line: MarketFeedLine, number: number): string | undefined {
    const kind = line.type ?? 'item'
    const first = seen[kind].get(line.id)
    if (first !== undefined) return `id: "${line.id}" is already on line ${first}`
    seen[kind].set(line.id, number)
    if (line.type === 'category') return categories.add(line, seen.category.size - 1)
    if (line.type === 'seller') {
      sellers.push(sellerRow(market, line))
      return undefined
    }
    const category = line.category_id ?? null
    if (category !== null && !categories.has(category)) {
      return `category_id: no category "${category}" in this market (give its line first)`
    }
    items.push(itemRow(market, line, category === null ? null : categories.rootOf(category)))
    return undefined
  }

  return {
    async take(number: number, text: string) {
      const read = readFeedLine(text)
      const found =
        'line' in read ? [place(read.line, number)].filter((p) => p !== undefined) : read.problems
      for (const problem of found) refuse(number, problem)
      if (items.length + sellers.length >= BATCH) await flush()
    },

    async finish(): Promise<FeedReport> {
      await flush()
      // Thrown inside the transaction: whatever was written is rolled back.
      if (problems.length > 0) throw new FeedRejected(problems, badLines.size)
      report.categories = await categories.save(tx)
      return report
    },
  }
}
