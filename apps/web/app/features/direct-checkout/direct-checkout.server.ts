import {
  CART_TAX_PERCENT,
  canBuyMore,
  isShopId,
  MAX_ADDRESSES,
  type MarketItem,
  type ShopId,
  shopEntry,
  shopName,
} from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import type { Pricing } from '#app/features/checkout/pricing.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { pageContext } from '#app/lib/context.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { detailQuery, directQuery } from './direct-query.ts'
import { type DirectOrderResult, orderHref, SCRIPTED } from './direct-result.ts'

type Context = Readonly<RouterContextProvider>

/** A market's items are bought directly (§2); an own shop's go through the cart, an auction's are bid on. */
function marketOf(shopId: string | undefined): ShopId {
  if (!isShopId(shopId) || shopEntry(shopId).kind !== 'market') throw data(null, { status: 404 })
  return shopId
}

/** The item the query names, as its market answers; 404 when it has none, the message when down. */
async function itemOf(context: Context, lang: string, shop: ShopId, url: URL) {
  const query = directQuery(url.searchParams)
  if (!query.productId && !query.append) throw data(null, { status: 404 })
  const detail = await api(context, lang).call('GET /market/v3/{shop}/detail', {
    params: { shop },
    query: detailQuery(shop, query),
  })
  if (detail.ok) return { query, item: detail.data.item, message: null }
  if (detail.refusal.status === 404 || detail.refusal.status === 400) {
    throw data(null, { status: 404 })
  }
  // A market that is down: the page says so (its 503 names it), and nothing can be ordered.
  return { query, item: null, message: detail.refusal.message }
}

/** The size the order takes: the one in the query when the item has it; none when it has none. */
const sizeOf = (item: MarketItem, size: string | null) =>
  item.size.some((known) => known.id === size) ? size : null

/**
 * §2 Direct checkout (issue 18): the item, its quantity (1 unless the market is can-buy-more),
 * the customer's addresses and the one chosen (at first the default, §4), the method (at first
 * air) and the server's pricing table of the one order; an idempotency key for this page's order.
 */
export async function loadDirectCheckout(request: Request, context: Context, shopId?: string) {
  const shop = marketOf(shopId)
  const url = new URL(request.url)
  const lang = requestLang(request)
  const client = api(context, lang)
  const [{ query, item, message }, list] = await Promise.all([
    itemOf(context, lang, shop, url),
    client.call('GET /api/addresses', { query: { perPage: MAX_ADDRESSES } }),
  ])
  if (!list.ok) throw refused(list.refusal)
  const addresses = list.data.data
  // The API lists the default address first.
  const address = addresses.find((saved) => saved.id === query.address) ?? addresses[0] ?? null
  const quantity = canBuyMore(shop) ? query.quantity : 1
  const size = item ? sizeOf(item, query.size) : null
  let pricing: Pricing = null
  if (item && address && !item.is_sold_out && (item.size.length === 0 || size)) {
    const quote = await client.call('POST /market/checkout/direct-quote', {
      body: {
        shop_id: shop,
        product_id: item.id,
        quantity,
        ...(size && { size }),
        address_id: address.id,
        shipment_method_id: query.method,
      },
    })
    pricing = quote.ok
      ? { ok: true, price: quote.data.data }
      : { ok: false, message: quote.refusal.message }
  }
  return {
    shop: { id: shop, name: shopName(shop, lang), canBuyMore: canBuyMore(shop) },
    item,
    unavailable: message,
    quantity,
    size,
    note: query.note,
    addresses,
    address,
    method: query.method,
    pricing,
    key: crypto.randomUUID(),
  }
}

/**
 * 'Create order': §7 create-retail-order for a direct buy, the item in `buyer_info` (its id,
 * quantity, size, and the yen the page showed, which the server never charges but refuses an
 * order above), one Idempotency-Key per order the page makes (a retry reuses it).
 */
export async function createDirectOrder(
  request: Request,
  context: Context,
  shopId: string | undefined,
  form: FormData,
): Promise<DirectOrderResult> {
  const shop = marketOf(shopId)
  const { user } = context.get(pageContext)
  if (!user) throw new Error('the direct checkout needs a signed-in customer')
  const field = (name: string) => String(form.get(name) ?? '').trim()
  const id = field('product_id')
  const quantity = Number(field('quantity')) || 1
  const price = Number(field('price')) || 0
  const size = field('size')
  const result = await api(context, requestLang(request)).call(
    'POST /market/ikom-order/create-retail-order-v2',
    {
      headers: { 'idempotency-key': field('key') },
      body: {
        order_info: {
          shop_id: shop,
          address_id: Number(field('address_id')) || undefined,
          shipment_method_id: field('shipment_method_id') === 'sea' ? 'sea' : 'air',
          note: field('note') || null,
          customer_id: user.id,
          purchase_cost_currency_id: 'JPY',
          // §7: the direct buy's service fee is in VND.
          service_fee_currency_id: 'VND',
          items: [{ price, quantity, tax_percent: CART_TAX_PERCENT, product: { id } }],
        },
        buyer_info: {
          name: user.name,
          username: user.email,
          id,
          quantity,
          price,
          ...(size && { size }),
        },
      },
    },
  )
  const answer: DirectOrderResult = result.ok
    ? { ok: true, id: result.data.data.id }
    : { ok: false, message: result.refusal.message }
  // Without JavaScript the browser goes straight to the order made.
  if (!form.has(SCRIPTED) && answer.ok) throw redirect(orderHref(answer.id))
  return answer
}
