import type { BrowsableMarket, Lang, MarketCategory } from '@kaimono/contracts'
import { categoryHref } from './market-query.ts'

/** A category tile or link as a page shows it: its name in the reader's language and its way. */
export type CategoryLink = { id: string; name: string; href: string }

/** A market's categories by id and by parent (null: the roots), in the order the API gives. */
export type CategoryTree = {
  byId: ReadonlyMap<string, MarketCategory>
  children: ReadonlyMap<string | null, readonly MarketCategory[]>
}

export function categoryTree(categories: readonly MarketCategory[]): CategoryTree {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const children = new Map<string | null, MarketCategory[]>()
  for (const category of categories) {
    // A parent the tree does not hold makes a root.
    const parent =
      category.parent_id !== null && byId.has(category.parent_id) ? category.parent_id : null
    children.set(parent, [...(children.get(parent) ?? []), category])
  }
  return { byId, children }
}

/** The path from the root down to a category (the category last); empty for an unknown id. */
export function pathTo(tree: CategoryTree, id: string | null): MarketCategory[] {
  const path: MarketCategory[] = []
  let at = id === null ? undefined : tree.byId.get(id)
  // The depth bound guards against a cycle in a hand-made feed.
  while (at && path.length < 8) {
    path.unshift(at)
    at = at.parent_id === null ? undefined : tree.byId.get(at.parent_id)
  }
  return path
}

const drillHref = (market: BrowsableMarket, parent: string | undefined) =>
  `/other-market/${market}${parent ? `?${new URLSearchParams({ parent })}` : ''}`

/**
 * §2 market category page: the tiles at one level of the market's tree. Rakuma's drill through
 * parent, child and grandchild (`?parent=` in the page's address, so Back and a shared link
 * work) and lead to the list at a category without children; every other market's tiles are
 * its roots, each leading straight to its list.
 */
export function categoryLevel(
  market: BrowsableMarket,
  tree: CategoryTree,
  parent: string | null,
  lang: Lang,
) {
  const drills = market === 'rakuma'
  const path = drills ? pathTo(tree, parent) : []
  const current = path.at(-1)
  const tiles: CategoryLink[] = (tree.children.get(current?.id ?? null) ?? []).map((category) => ({
    id: category.id,
    name: category.lang[lang],
    href:
      drills && tree.children.has(category.id)
        ? drillHref(market, category.id)
        : categoryHref(market, category.id),
  }))
  return {
    /** The drilled-into category, named, with its whole list; null at the roots. */
    current: current ? { name: current.lang[lang], href: categoryHref(market, current.id) } : null,
    /** Where the back link leads: one level up; null at the roots. */
    back: current ? drillHref(market, path.at(-2)?.id) : null,
    tiles,
  }
}
