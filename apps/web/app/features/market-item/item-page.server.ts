import {
  type BrowsableMarket,
  canBuyMore,
  isBrowsableMarket,
  type Lang,
  type MarketItem,
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
import { type MarketDown, type NameChoice, nameChoice, nameView } from './item-view.ts'
import { translateItem } from './translate.server.ts'

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
  const url = new URL(request.url)
  const append = url.searchParams.get('append')
  const choice = nameChoice(url.searchParams.get('name'))
  const detail = await client.call('GET /market/v3/{shop}/detail', {
    params: { shop },
    query: detailQuery(shop, params.id, append),
  })
  if (!detail.ok) throw marketRefusal(shop, detail.refusal, lang)
  const { item, sharing_data, recommends } = detail.data
  // Issue 18 item 7: what it costs delivered, priced by the server (not for auctions: no price yet).
  // §2 the name's translate toggle: a machine translation only when asked for and the market
  // has none of its own.
  const machine = nameView(item, lang, choice).failed
  const [seller, estimate, translation] = await Promise.all([
    item.shop ? loadSeller(client, shop, item.shop.id) : null,
    shop === 'yahoo-auction'
      ? null
      : loadMarketEstimate(context, lang, { shop_id: shop, id: item.id }),
    machine ? translateItem(client, { name: item.name }, lang) : null,
  ])
  const name = nameView(item, lang, choice, translation?.name)
  const { publicUrl } = context.get(pageContext)
  const origin = publicUrl || new URL(request.url).origin
  return {
    shop,
    item,
    name,
    nameHref: name.toggle ? withName(url, name.toggle.name) : null,
    translateHref: lang === 'ja' ? null : translatePageHref(shop, item),
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

/** This page with the name read another way (`?name=`), every other parameter kept. */
function withName(url: URL, choice: NameChoice): string {
  const params = new URLSearchParams(url.searchParams)
  if (choice) params.set('name', choice)
  else params.delete('name')
  const query = params.toString()
  return query ? `?${query}` : url.pathname
}

/** §2 the Translate pop-up window's page of an item: its page's address under /translate. */
export const translatePageHref = (shop: BrowsableMarket, item: MarketItem) =>
  `/other-market/translate${itemHref(shop, item).slice('/other-market'.length)}`

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
