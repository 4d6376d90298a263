import type { CartShop, Estimate, Lang } from '@kaimono/contracts'
import { LandedCost } from './landed-cost.tsx'
import { useEstimate } from './use-estimate.ts'

type MarketLandedCostProps = {
  item: { shop_id: CartShop; id: string }
  /** How many the customer is buying (1 where the market sells one of each). */
  quantity?: number
  /** What one of it costs, as the page's loader priced it (loadMarketEstimate). */
  estimate: Estimate['data'] | null
  /** A page kept for visitors (ADR 021) was priced to the default region: ask for theirs. */
  forNobody?: boolean
  lang: Lang
}

/**
 * Issue 18 item 7, the landed cost of a market item before buying it: its price in dong with
 * tax, our service fee, and shipping by air and by sea with the transit days and totals, priced
 * by the server from the item's market price and weight (the category's usual weight when the
 * market gives none), exactly as its order will be. For the market product page's buy box.
 */
export function MarketLandedCost({
  item,
  quantity = 1,
  estimate,
  forNobody,
  lang,
}: MarketLandedCostProps) {
  const one = { shop_id: item.shop_id, product_id: item.id }
  const landed = useEstimate(
    [{ ...one, quantity }],
    { items: [{ ...one, quantity: 1 }], estimate, forNobody },
    lang,
  )
  return (
    <LandedCost estimate={landed.estimate} busy={landed.busy} lang={lang} headingId="landed-cost" />
  )
}
