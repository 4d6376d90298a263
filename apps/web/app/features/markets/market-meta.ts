import { isBrowsableMarket, type Lang, shopName } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { fixedT } from '#app/i18n/i18n.ts'
import { pageMeta } from '#app/lib/meta.ts'

type MetaMatch = { id: string; loaderData?: unknown } | undefined
type RootData = { lang: Lang; brand: string }

/** The market pages of §2, by route id. */
export type MarketRoute = 'other-market-category' | 'other-market-home' | 'other-market-products'

/**
 * §2: the page title is the route's title followed by the product name, here after the market's
 * name and what narrows the page (a category, words): 'Túi xách · Mercari · Sản phẩm | Kaimono'.
 * The description names the market in the page's language. An unknown market is not found.
 */
export function marketMeta(
  matches: readonly MetaMatch[],
  routeId: MarketRoute,
  shopId: string | undefined,
  lead: (string | null | undefined)[] = [],
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined
  if (!root || !isBrowsableMarket(shopId)) return pageMeta(matches, 'not-found')
  const t = fixedT(root.lang)
  const market = shopName(shopId, root.lang)
  const parts = [...lead.filter(Boolean), market, t(`routes.${routeId}`)]
  return [
    { title: `${parts.join(' · ')} | ${root.brand}` },
    { name: 'description', content: t(`markets.meta.${routeId}`, { market, brand: root.brand }) },
  ]
}
