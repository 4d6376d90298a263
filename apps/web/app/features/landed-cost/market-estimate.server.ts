import type { CartShop, Estimate } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'

/**
 * Issue 18 item 7, for a market product page's loader: what one of the item costs delivered, by
 * air and by sea, priced by the server at the item's market price and weight with the
 * checkout's function. Null when it cannot be priced (sold out, gone, its market down).
 */
export async function loadMarketEstimate(
  context: Readonly<RouterContextProvider>,
  lang: string,
  item: { shop_id: CartShop; id: string },
): Promise<Estimate['data'] | null> {
  const estimate = await api(context, lang).call('POST /market/checkout/estimate', {
    body: { items: [{ shop_id: item.shop_id, product_id: item.id, quantity: 1 }] },
  })
  return estimate.ok && estimate.data.data.unavailable.length === 0 ? estimate.data.data : null
}
