import { isBrowsableMarket, MARKET_MAX_PAGE } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { marketCardOf } from '#app/features/markets/market-card-data.ts'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { marketRefusal } from './item-page.server.ts'

/** `?page=` as a page of a market list: 1 when absent, null when not one (a 404). */
export function pageParam(text: string | null): number | null {
  if (text === null || text === '') return 1
  if (!/^\d{1,3}$/.test(text)) return null
  const page = Number(text)
  return page >= 1 && page <= MARKET_MAX_PAGE ? page : null
}

/**
 * §2 seller shop: the seller and a page of their items (`?page=`, §3 simple paging). A seller
 * the market does not know is a 404: 'Sorry, the supplier cannot be found at the moment' (§8).
 */
export async function loadSellerShop(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shopId: string; sellerShopId: string },
) {
  const shop = params.shopId
  const page = pageParam(new URL(request.url).searchParams.get('page'))
  if (!isBrowsableMarket(shop) || page === null) throw data(null, { status: 404 })
  const lang = requestLang(request)
  const answer = await api(context, lang).call('GET /market/v3/{shop}/seller-shop', {
    params: { shop },
    query: { seller_id: params.sellerShopId, page },
  })
  if (!answer.ok) throw marketRefusal(shop, answer.refusal, lang)
  const { seller, items, pagination } = answer.data
  return {
    shop,
    sellerId: params.sellerShopId,
    seller,
    cards: items.map((item) => marketCardOf(shop, item, lang)),
    pagination,
    now: Math.floor(Date.now() / 1000),
  }
}
