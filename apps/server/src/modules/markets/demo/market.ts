import type { BrowsableMarket } from '@kaimono/contracts'
import type { marketCategories, marketSellers } from '../schema.ts'
import { draftItem, type ItemRow, itemRow } from './items.ts'
import { KINDS } from './kinds.ts'
import { FOOD_KINDS, NIKE_KINDS } from './kinds-own.ts'
import { sellersOf } from './sellers.ts'
import { ALL_KINDS, leavesOf, TREES, type TreeNode } from './trees.ts'
import { DELIVERY_TEXTS, REVIEWS } from './words.ts'

// A market's demo mirror: its category tree, its sellers and its items, the same at every seed
// but for the times, which count from when it runs.

/** Each market holds at least this many items (issue 18: 300). */
export const DEMO_ITEMS_PER_MARKET = 320

/**
 * What the demo is made from. Its hash is the seed part's version, so changing any of it seeds
 * again; a change to how items are made from it (items.ts, describe.ts, ids.ts) bumps REVISION.
 */
const REVISION = 1
export const DEMO_SOURCE = {
  REVISION,
  DEMO_ITEMS_PER_MARKET,
  KINDS,
  NIKE_KINDS,
  FOOD_KINDS,
  TREES,
  DELIVERY_TEXTS,
  REVIEWS,
  sellers: Object.fromEntries(Object.keys(TREES).map((m) => [m, sellersOf(m as BrowsableMarket)])),
}

type CategoryRow = typeof marketCategories.$inferInsert
type SellerRow = typeof marketSellers.$inferInsert

/** What an item of a category weighs: its kind's, or the mean of the leaves under it. */
function weightOf(node: TreeNode): number {
  if (node.kind) return ALL_KINDS[node.kind].weight
  const leaves = leavesOf(node.children ?? [])
  const total = leaves.reduce((sum, { node: leaf }) => sum + weightOf(leaf), 0)
  return Math.round(total / Math.max(1, leaves.length) / 100) * 100 || 100
}

export function demoCategories(market: BrowsableMarket): CategoryRow[] {
  const rows: CategoryRow[] = []
  const walk = (nodes: TreeNode[], parent: TreeNode | null, root: TreeNode | null) => {
    nodes.forEach((node, position) => {
      rows.push({
        market,
        id: node.id,
        parentId: parent?.id ?? null,
        rootId: (root ?? node).id,
        name: node.name,
        position,
        defaultWeightG: weightOf(node),
      })
      if (node.children) walk(node.children, node, root ?? node)
    })
  }
  walk(TREES[market], null, null)
  return rows
}

export function demoSellers(market: BrowsableMarket): SellerRow[] {
  return sellersOf(market).map((seller) => ({
    market,
    id: seller.id,
    name: seller.name,
    imageUri: `/media/market-sellers/${market}/${encodeURIComponent(seller.id)}.svg`,
    description: seller.description,
    identityVerification: seller.identityVerification,
    rateRatio: seller.rateRatio,
    maxRatio: 5,
    good: seller.good,
    normal: seller.normal,
    bad: seller.bad,
  }))
}

/** The models of a leaf's kind that it files (all of them, or those its `match` names). */
function modelsOf(node: TreeNode) {
  const kind = node.kind ? ALL_KINDS[node.kind] : undefined
  if (!kind) throw new Error(`category ${node.id} files no kind`)
  const match = node.match ? new RegExp(node.match, 'i') : null
  const models = match ? kind.models.filter((model) => match.test(model[2])) : kind.models
  if (models.length === 0) throw new Error(`category ${node.id}: no model matches ${node.match}`)
  return { kind, models }
}

/**
 * The first `count` items of a market, spread evenly over its leaves; every seed makes the same
 * ones, with times counted from `now`.
 */
export function demoItems(
  market: BrowsableMarket,
  now: number,
  count = DEMO_ITEMS_PER_MARKET,
): ItemRow[] {
  const leaves = leavesOf(TREES[market]).map((placed) => ({ placed, ...modelsOf(placed.node) }))
  const sellers = sellersOf(market)
  const taken = new Set<string>()
  return Array.from({ length: count }, (_, index) => {
    const leaf = leaves[index % leaves.length]
    if (!leaf) throw new Error(`${market} has no categories`)
    const draft = draftItem(market, index, leaf.placed, leaf.kind, leaf.models, sellers)
    return itemRow(draft, taken, now)
  })
}
