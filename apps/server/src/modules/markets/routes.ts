import {
  BROWSABLE_MARKETS,
  CrossSearch,
  CrossSearchQuery,
  isBrowsableMarket,
  itemHref,
  MARKET_FILTERS,
  MARKET_SORTS,
  MARKET_SUGGESTIONS,
  MarketCategories,
  MarketDetail,
  MarketDetailQuery,
  MarketEventList,
  MarketEventParams,
  MarketEventProducts,
  MarketFiltersDocument,
  type MarketItem,
  MarketList,
  MarketListQuery,
  MarketShopParams,
  MarketSortsDocument,
  MarketSuggestions,
  MarketSuggestQuery,
  marketItemName,
  ProductInfoByUrl,
  ProductInfoByUrlInput,
  SellerReview,
  SellerReviewQuery,
  SellerShop,
  SellerShopQuery,
  TopMarketProducts,
  z,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotFound } from '../../platform/errors.ts'
import { CachedBody, sendCachedBody } from '../../platform/http/cached-body.ts'
import { sendStaticJson } from '../../platform/http/etag.ts'
import { OutsideUnavailable } from '../../platform/outside.ts'
import type { GuardedAdapter } from './guarded.ts'
import { marketsParam, searchMarkets } from './search.ts'
import {
  amazonEvent,
  amazonEvents,
  detailId,
  listQuery,
  type Markets,
  marketDetail,
} from './service.ts'

const tags = ['market']
const never = () => new AbortController().signal

/** Top items of each market for its home page (§2 Other-market home: a grid of 12). */
const TOP_PRODUCTS = 12

/** A market that is down shows no top items: one market's outage is not every home page's. */
function noneWhileDown(error: unknown): MarketItem[] {
  if (error instanceof OutsideUnavailable) return []
  throw error
}

async function reviewOf(reader: GuardedAdapter, sellerId: string) {
  const review = await reader.sellerReview(sellerId, never())
  if (!review) throw new NotFound('markets.sellerNotFound')
  return review
}

/** A search across markets that some market did not answer in time: sent, never kept. */
class PartialAnswer {
  readonly answer: CrossSearch
  constructor(answer: CrossSearch) {
    this.answer = answer
  }
}

/** §7 Market API (base B): lists, details, sellers and the static files, for every market. */
export function marketRoutes(markets: Markets): FastifyPluginAsyncZod {
  /** An answer as sent, kept by its address (it is the same in every language). */
  const sendAnswer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
  ) => sendCachedBody(req, reply, await markets.answer(req.url, produce))

  return async (app) => {
    app.get(
      '/market/v3/search',
      {
        schema: {
          tags,
          summary:
            'Words asked of every market at once (or of `markets`): 30 a page, by price or each market in turn; `partial` and `missing` name the markets that did not answer in time',
          querystring: CrossSearchQuery,
          response: { 200: CrossSearch },
        },
      },
      async (req, reply) => {
        const { query, page, sort, markets: only, is_translate_search } = req.query
        const search = async () => {
          const words =
            is_translate_search === 'true' ? (await markets.inJapanese(query, req.log)).text : query
          const found = await searchMarkets(markets, {
            query: words,
            page,
            ...(sort && { sort }),
            markets: marketsParam(only),
          })
          const answer = words === query ? found : { ...found, translated_query: words }
          if (answer.partial) throw new PartialAnswer(answer)
          return answer
        }
        // A whole answer is kept as sent, by its address, like a list; one that a market missed
        // is sent once and not kept: the market may answer the next moment.
        let body: CachedBody
        try {
          body = await markets.answer(req.url, search)
        } catch (error) {
          if (!(error instanceof PartialAnswer)) throw error
          body = CachedBody.json(error.answer)
        }
        return sendCachedBody(req, reply, body)
      },
    )

    app.get(
      '/market/v3/suggest',
      {
        schema: {
          tags,
          summary:
            'A few items for the words typed so far (the header search’s suggestions), from every market (shop all) or one; Vietnamese and English words put into Japanese',
          querystring: MarketSuggestQuery,
          response: { 200: MarketSuggestions },
        },
      },
      async (req) => {
        const { query, shop } = req.query
        if (shop !== undefined && shop !== 'all' && !isBrowsableMarket(shop)) {
          throw new NotFound('markets.unknown')
        }
        const { text } = await markets.inJapanese(query, req.log)
        const found = await searchMarkets(markets, {
          query: text,
          page: 1,
          ...(shop && shop !== 'all' && { markets: [shop] }),
        })
        return {
          data: found.items.slice(0, MARKET_SUGGESTIONS).map((item) => ({
            id: item.id,
            shop_id: item.shop_id,
            name: marketItemName(item, req.ctx.lang),
            image_url: item.image_uri,
            price: item.price,
            href: itemHref(item.shop_id, item),
          })),
        }
      },
    )

    app.get(
      '/market/v3/:shop',
      {
        schema: {
          tags,
          summary:
            "A page of a market's items: category_id, search, page, sort (the market's), filters (key:value,…)",
          params: MarketShopParams,
          querystring: MarketListQuery,
          response: { 200: MarketList },
        },
      },
      async (req, reply) => {
        const reader = markets.reader(req.params.shop)
        const market = req.params.shop as (typeof BROWSABLE_MARKETS)[number]
        const query = listQuery(market, req.query)
        if (query.search && req.query.is_translate_search === 'true') {
          query.search = (await markets.inJapanese(query.search, req.log)).text
        }
        return sendCachedBody(
          req,
          reply,
          await markets.answerJson(req.url, () => reader.listJson(query)),
        )
      },
    )

    app.get(
      '/market/v3/:shop/detail',
      {
        schema: {
          tags,
          summary:
            'One item (rakuten: url; yahoo: shop_id and id; others: id), its address at the market and items like it',
          params: MarketShopParams,
          querystring: MarketDetailQuery,
          response: { 200: MarketDetail },
        },
      },
      async (req, reply) => {
        const reader = markets.reader(req.params.shop)
        const market = req.params.shop as (typeof BROWSABLE_MARKETS)[number]
        const id = detailId(market, req.query)
        return sendAnswer(req, reply, () => marketDetail(reader, id))
      },
    )

    app.get(
      '/market/v3/:shop/seller-shop',
      {
        schema: {
          tags,
          summary: "A seller and a page of the seller's items",
          params: MarketShopParams,
          querystring: SellerShopQuery,
          response: { 200: SellerShop },
        },
      },
      async (req, reply) => {
        const reader = markets.reader(req.params.shop)
        return sendAnswer(req, reply, async () => {
          const shop = await reader.sellerShop(req.query.seller_id, req.query.page, never())
          if (!shop) throw new NotFound('markets.sellerNotFound')
          return shop
        })
      },
    )

    app.get(
      '/market/v3/:shop/seller-review',
      {
        schema: {
          tags,
          summary: "A seller's ratings: good, normal, bad and the share of good",
          params: MarketShopParams,
          querystring: SellerReviewQuery,
          response: { 200: SellerReview },
        },
      },
      async (req, reply) => {
        const reader = markets.reader(req.params.shop)
        return sendAnswer(req, reply, () => reviewOf(reader, req.query.shop_id))
      },
    )

    app.get(
      '/market/v2/yahoo-auction/shop-rate',
      {
        schema: {
          tags,
          summary: "A Yahoo! Auctions seller's ratings (shop_id)",
          querystring: SellerReviewQuery,
          response: { 200: SellerReview },
        },
      },
      async (req, reply) =>
        sendAnswer(req, reply, () => reviewOf(markets.reader('yahoo-auction'), req.query.shop_id)),
    )

    app.get(
      '/market/static/:shop/categories-first.json',
      {
        schema: {
          tags,
          summary: "A market's category tree, named in vi, ja and en (ETag)",
          params: MarketShopParams,
          response: { 200: MarketCategories, 304: z.null() },
        },
      },
      async (req, reply) => {
        const categories = await markets.reader(req.params.shop).categories(never())
        return sendStaticJson(req, reply, { data: categories })
      },
    )

    app.get(
      '/market/static/filter-all-web.json',
      {
        schema: {
          tags,
          summary: "Every market's filters and their choices (ETag)",
          response: { 200: MarketFiltersDocument, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, MARKET_FILTERS),
    )

    app.get(
      '/market/static/sort-all-web.json',
      {
        schema: {
          tags,
          summary: "Every market's sorts, its default first (ETag)",
          response: { 200: MarketSortsDocument, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, MARKET_SORTS),
    )

    app.get(
      '/market/static/top-products.json',
      {
        schema: {
          tags,
          summary: "Each market's first items, for its home page (ETag)",
          response: { 200: TopMarketProducts, 304: z.null() },
        },
      },
      async (req, reply) => {
        const lists = await Promise.all(
          BROWSABLE_MARKETS.map(async (market) => {
            const items = await markets
              .reader(market)
              .list({ page: 1 }, never())
              .then((list) => list.items.slice(0, TOP_PRODUCTS), noneWhileDown)
            return [market, items] as const
          }),
        )
        return sendStaticJson(req, reply, Object.fromEntries(lists))
      },
    )

    app.get(
      '/market/static/event/amazon.list.json',
      {
        schema: {
          tags,
          summary: "Amazon's sales: one per category with items 10% off or more (ETag)",
          response: { 200: MarketEventList, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, { data: await amazonEvents(markets) }),
    )

    app.get(
      '/market/static/event/products/:id.json',
      {
        schema: {
          tags,
          summary: "One of Amazon's sales and its items (ETag)",
          params: MarketEventParams,
          response: { 200: MarketEventProducts, 304: z.null() },
        },
      },
      async (req, reply) => sendStaticJson(req, reply, await amazonEvent(markets, req.params.id)),
    )

    app.post(
      '/market/common/get-product-info-by-url',
      {
        schema: {
          tags,
          summary:
            'The market item a pasted link names (desktop, phone and short links of every market): path (the market) and id',
          body: ProductInfoByUrlInput,
          response: { 200: ProductInfoByUrl },
        },
      },
      async (req) => {
        const { market, id } = await markets.resolveLink(req.body.url, req.ip)
        return { path: market, id }
      },
    )
  }
}
