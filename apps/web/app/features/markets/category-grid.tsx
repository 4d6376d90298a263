import type { BrowsableMarket } from '@kaimono/contracts'
import { Link } from 'react-router'
import type { CategoryLink } from './category-tree.ts'
import { marketLook } from './market-look.ts'

/**
 * §2 market category page's grid: a tile per category, its initial in a disc of the market's
 * colour (the API has no category pictures).
 */
export function CategoryGrid({
  market,
  tiles,
}: {
  market: BrowsableMarket
  tiles: CategoryLink[]
}) {
  const look = marketLook(market)
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link
            to={tile.href}
            className="flex h-full items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 text-sm font-medium text-stone-900 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold"
              style={{ backgroundColor: look.background, color: look.ink }}
            >
              {[...tile.name][0]}
            </span>
            <span className="min-w-0 break-words">{tile.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
