import { createHash } from 'node:crypto'
import { isBrowsableMarket, PRODUCT_PNG_SIZE, SHOPS, z } from '@kaimono/contracts'
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TtlCache } from '../../platform/cache.ts'
import { NotFound } from '../../platform/errors.ts'
import { sendPicture } from '../../platform/http/picture.ts'
import type { Shape } from './demo/kinds.ts'
import { type MarketPicture, marketItemSvg, sellerAvatarSvg } from './demo/pictures.ts'
import { ALL_KINDS, leavesOf, TREES } from './demo/trees.ts'
import { marketItems, marketSellers } from './schema.ts'

// The mirror's pictures (/media/market/{market}/{id}/{n}.svg, and 1.png for link previews) and
// its sellers' avatars, drawn on request from the row. Not JSON: not in the endpoint table.

type Look = { shape: Shape; palette: readonly [string, string] }
const PLAIN: Look = { shape: 'box', palette: ['#f5f5f4', '#57534e'] }

/** Each demo category's look (the shape and colours of its kind), by market and category id. */
const LOOKS = new Map<string, Look>(
  Object.entries(TREES).flatMap(([market, tree]) =>
    leavesOf(tree).flatMap(({ node }) => {
      const kind = node.kind ? ALL_KINDS[node.kind] : undefined
      return kind ? [[`${market} ${node.id}`, { shape: kind.shape, palette: kind.palette }]] : []
    }),
  ),
)

/** Bracketed sales words (【送料無料】, [Like new], ★Mint★) say nothing in a picture. */
const plainTitle = (name: string) =>
  name
    .replace(/\[[^\]]*\]|【[^】]*】|★[^★]*★|\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()

export const etagOf = (kind: string, body: string) =>
  `"${kind}-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`

const RENDER = {
  font: { loadSystemFonts: true },
  logLevel: 'off',
} satisfies ResvgRenderOptions

// A PNG is only asked for when an item is shared; a crawler's burst for one is drawn once.
const pngs = new TtlCache<Buffer>({ maxEntries: 32, ttlMs: 24 * 3600_000 })

/**
 * An SVG drawn as the PNG a shared link shows (Facebook and Zalo show no SVG), `width` pixels
 * wide (a product's picture by default; a blog cover is wider), kept a day.
 */
export function pngOf(
  svg: string,
  width: number = PRODUCT_PNG_SIZE,
): { etag: string; png: () => Promise<Buffer> } {
  const etag = etagOf('png', `${width} ${svg}`)
  const render = { ...RENDER, fitTo: { mode: 'width', value: width } } satisfies ResvgRenderOptions
  return { etag, png: () => pngs.get(etag, async () => (await renderAsync(svg, render)).asPng()) }
}

const token = z.string().regex(/^[\w.:~-]{1,80}$/)
const marketParam = z.string().regex(/^[a-z-]{1,40}$/)

export const marketMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/market/:market/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          market: marketParam,
          id: token,
          file: z.string().regex(/^([1-4]\.svg|1\.png)$/),
        }),
      },
    },
    async (req, reply) => {
      const { market, id, file } = req.params
      if (!isBrowsableMarket(market)) throw new NotFound('markets.unknown')
      const [row] = await req.ctx.db
        .select({
          brand: marketItems.brand,
          names: marketItems.names,
          images: marketItems.images,
          categoryId: marketItems.categoryId,
          facets: marketItems.facets,
        })
        .from(marketItems)
        .where(and(eq(marketItems.market, market), eq(marketItems.id, id)))
      const index = Number(file[0])
      // Only the pictures the mirror drew: an imported item's pictures are the market's own.
      if (!row || row.images[index - 1] !== `/media/market/${market}/${id}/${index}.svg`) {
        throw new NotFound('markets.productNotFound')
      }
      const shop = SHOPS.find((entry) => entry.id === market)
      const look = LOOKS.get(`${market} ${row.categoryId}`) ?? PLAIN
      const picture: MarketPicture = {
        market,
        marketColour: shop?.color ?? '#57534e',
        marketName: shop?.name.en ?? market,
        id,
        index,
        ...look,
        colour: row.facets.find((facet) => facet.startsWith('color:'))?.slice(6) ?? null,
        brand: row.brand ?? '',
        title: plainTitle(row.names.en),
      }
      const svg = marketItemSvg(picture)
      if (file.endsWith('.svg')) {
        return sendPicture(
          req,
          reply,
          etagOf('svg', svg),
          'image/svg+xml; charset=utf-8',
          async () => svg,
        )
      }
      const { etag, png } = pngOf(svg)
      return sendPicture(req, reply, etag, 'image/png', png)
    },
  )

  app.get(
    '/media/market-sellers/:market/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          market: marketParam,
          file: z.string().regex(/^[\w.:~-]{1,80}\.svg$/),
        }),
      },
    },
    async (req, reply) => {
      const { market, file } = req.params
      const id = file.slice(0, -'.svg'.length)
      if (!isBrowsableMarket(market)) throw new NotFound('markets.unknown')
      const [seller] = await req.ctx.db
        .select({ name: marketSellers.name })
        .from(marketSellers)
        .where(and(eq(marketSellers.market, market), eq(marketSellers.id, id)))
      if (!seller) throw new NotFound('markets.sellerNotFound')
      const svg = sellerAvatarSvg(market, id, seller.name)
      return sendPicture(
        req,
        reply,
        etagOf('svg', svg),
        'image/svg+xml; charset=utf-8',
        async () => svg,
      )
    },
  )
}
