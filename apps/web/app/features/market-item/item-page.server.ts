import {
  type BrowsableMarket,
  canBuyMore,
  isBrowsableMarket,
  type Lang,
  type Refusal,
  shopName,
} from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { addToCart } from '#app/features/cart/add-to-cart.server.ts'
import { isCartIntent } from '#app/features/cart/add-to-cart.ts'
import { toQuantity } from '#app/features/catalog/quantity-stepper.tsx'
import { loadMarketEstimate } from '#app/features/landed-cost/market-estimate.server.ts'
import { marketCardOf } from '#app/features/markets/market-card-data.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { appendOf, detailQuery, itemHref, paymentHref } from './item-address.ts'
import { itemBadges } from './item-badges.server.ts'
import type { MarketDown } from './item-view.ts'

/**
 * A refusal of the market API as the page's error: a market that does not know the item (or an
 * id it cannot read) is a 404, a market that is down a 503 naming it (§8), anything else as
 * the API said.
 */
export function marketRefusal(shop: BrowsableMarket, refusal: Refusal, lang: Lang) {
  if (refusal.status === 404 || refusal.status === 400) return data(null, { status: 404 })
  if (refusal.status === 503) {
    return data<MarketDown>(
      { market: shopName(shop, lang), message: refusal.message },
      { status: 503 },
    )
  }
  return refused(refusal)
}

/** The seller's profile and review counts; a seller a market cannot show leaves them out. */
async function loadSeller(client: ReturnType<typeof api>, shop: BrowsableMarket, sellerId: string) {
  const [profile, review] = await Promise.all([
    client.call('GET /market/v3/{shop}/seller-shop', {
      params: { shop },
      query: { seller_id: sellerId, page: 1 },
    }),
    // §7: a Yahoo! Auctions seller's ratings have a path of their own.
    shop === 'yahoo-auction'
      ? client.call('GET /market/v2/yahoo-auction/shop-rate', { query: { shop_id: sellerId } })
      : client.call('GET /market/v3/{shop}/seller-review', {
          params: { shop },
          query: { shop_id: sellerId },
        }),
  ])
  return {
    profile: profile.ok ? profile.data.seller : null,
    review: review.ok ? review.data : null,
  }
}

/**
 * §2 other-market product detail: the item (named by `append` where its market needs it), its
 * badges in the reader's language, its seller and the items like it.
 */
export async function loadMarketItem(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shopId: string; id: string },
) {
  const shop = params.shopId
  if (!isBrowsableMarket(shop)) throw data(null, { status: 404 })
  const lang = requestLang(request)
  const client = api(context, lang)
  const append = new URL(request.url).searchParams.get('append')
  const detail = await client.call('GET /market/v3/{shop}/detail', {
    params: { shop },
    query: detailQuery(shop, params.id, append),
  })
  if (!detail.ok) throw marketRefusal(shop, detail.refusal, lang)
  const { item, sharing_data, recommends } = detail.data
  // Issue 18 item 7: what it costs delivered, priced by the server (not for auctions: no price yet).
  const [seller, estimate] = await Promise.all([
    item.shop ? loadSeller(client, shop, item.shop.id) : null,
    shop === 'yahoo-auction'
      ? null
      : loadMarketEstimate(context, lang, { shop_id: shop, id: item.id }),
  ])
  const { publicUrl } = context.get(pageContext)
  const origin = publicUrl || new URL(request.url).origin
  return {
    shop,
    item,
    append: appendOf(shop, item),
    badges: itemBadges(item, lang),
    seller,
    estimate,
    supplierUrl: sharing_data.supplier_product_url,
    recommends: recommends.map((other) => marketCardOf(shop, other, lang)),
    canBuyMore: canBuyMore(shop),
    origin,
    url: new URL(itemHref(shop, item), origin).toString(),
    now: Math.floor(Date.now() / 1000),
  }
}

/**
 * Add to cart (the cart looks the item up at its market) or Buy now (the direct checkout of
 * this one item). §5: one of an item unless its market lets a customer buy more.
 */
export async function marketItemAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shopId: string; id: string },
) {
  const shop = params.shopId
  const form = await request.formData()
  const intent = form.get('intent')
  if (!isBrowsableMarket(shop) || !isCartIntent(intent)) throw data(null, { status: 400 })
  const quantity = canBuyMore(shop) ? toQuantity(String(form.get('quantity') ?? '1')) : 1
  form.set('quantity', String(quantity))
  if (intent === 'buy-now') {
    const append = form.get('append')
    const size = form.get('size')
    throw redirect(
      paymentHref(shop, {
        id: params.id,
        append: typeof append === 'string' && append ? append : null,
        quantity,
        ...(typeof size === 'string' && size ? { size } : {}),
      }),
    )
  }
  return addToCart(request, context, { shop_id: shop, id: params.id }, form, intent)
}
