import type { BrowsableMarket, MarketFeedCategory } from '@kaimono/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { marketCategories, marketItems } from './schema.ts'

type CategoryRow = typeof marketCategories.$inferSelect

/** A tree deeper than this is a loop or a mistake: no market nests categories so far. */
const MAX_DEPTH = 8

/**
 * A market's category tree while a feed is read: the categories already kept, and the feed's
 * category lines on top. An item line's category must be in it by then; its root is read here.
 */
export async function feedCategories(db: Database, market: BrowsableMarket) {
  const rows = await db.select().from(marketCategories).where(eq(marketCategories.market, market))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const stored = new Map(rows.map((row) => [row.id, row.rootId]))
  const fromFeed = new Set<string>()

  /** The top of the tree `id` is in: the last ancestor kept (a missing parent ends the walk). */
  function rootOf(id: string): string {
    let at = id
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const parent = byId.get(at)?.parentId
      if (!parent || !byId.has(parent)) return at
      at = parent
    }
    return at
  }

  /** Whether `ancestor` is `id` or above it. */
  function isUnder(id: string, ancestor: string): boolean {
    let at: string | null | undefined = id
    for (let depth = 0; at && depth <= MAX_DEPTH; depth++) {
      if (at === ancestor) return true
      at = byId.get(at)?.parentId
    }
    return false
  }

  return {
    has: (id: string) => byId.has(id),
    rootOf,

    /** Takes a category line; the problem (field: message) when it cannot be placed. */
    add(line: MarketFeedCategory, position: number): string | undefined {
      const parentId = line.parent_id ?? null
      if (parentId !== null && !byId.has(parentId)) {
        return `parent_id: no category "${parentId}" in this market (give its line first)`
      }
      if (parentId !== null && isUnder(parentId, line.id)) {
        return `parent_id: "${parentId}" is under "${line.id}": a category cannot be its own ancestor`
      }
      const kept = byId.get(line.id)
      byId.set(line.id, {
        market,
        id: line.id,
        parentId,
        rootId: line.id,
        name: line.name,
        position: line.position ?? position,
        defaultWeightG: line.default_weight_g ?? kept?.defaultWeightG ?? 500,
      })
      fromFeed.add(line.id)
      return undefined
    },

    /**
     * Writes the feed's categories and every kept one whose root moved (a parent changed), then
     * moves the items of a moved category to its new root. Returns how many lines were written.
     */
    async save(tx: Database): Promise<number> {
      if (fromFeed.size === 0) return 0
      const changed = [...byId.values()]
        .map((row) => ({ ...row, rootId: rootOf(row.id) }))
        .filter((row) => fromFeed.has(row.id) || stored.get(row.id) !== row.rootId)
      await upsertCategories(tx, changed)
      await tx.execute(sql`
        update ${marketItems} set category_root = c.root_id
        from ${marketCategories} c
        where ${marketItems.market} = ${market} and c.market = ${market}
          and c.id = ${marketItems.categoryId}
          and ${marketItems.categoryRoot} is distinct from c.root_id`)
      return fromFeed.size
    },
  }
}

const BATCH = 1_000

async function upsertCategories(tx: Database, rows: CategoryRow[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx
      .insert(marketCategories)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [marketCategories.market, marketCategories.id],
        set: {
          parentId: sql`excluded.parent_id`,
          rootId: sql`excluded.root_id`,
          name: sql`excluded.name`,
          position: sql`excluded.position`,
          defaultWeightG: sql`excluded.default_weight_g`,
        },
      })
  }
}
