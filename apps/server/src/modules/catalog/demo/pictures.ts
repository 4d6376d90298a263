import { createHash } from 'node:crypto'
import { PRODUCT_PNG_SIZE } from '@kaimono/contracts'
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { TtlCache } from '../../../platform/cache.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { productCategories, productCategoryLinks, products } from '../schema.ts'
import { CATALOGUE, type Shape } from './data.ts'
import { JAPANESE_FONTS, type Picture, productSvg } from './images.ts'

const PALETTES = new Map<string, [string, string]>(
  CATALOGUE.flatMap((root) => [
    [root.slug, root.palette] as const,
    ...root.leaves.map((leaf) => [leaf.slug, root.palette] as const),
  ]),
)
const SHAPES = new Set<string>([
  'bottle',
  'jar',
  'tube',
  'box',
  'pouch',
  'can',
  'bag',
  'garment',
  'pack',
])

/** What picture `index` (from 1) of a product shows, or null when it has no such picture. */
export async function findPicture(
  ctx: RequestContext,
  id: number,
  index: number,
): Promise<Picture | null> {
  const [row] = await ctx.db
    .select({ product: products, category: productCategories.slug })
    .from(products)
    .leftJoin(productCategoryLinks, eq(productCategoryLinks.productId, products.id))
    .leftJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(eq(products.id, id))
    .limit(1)
  if (!row || index > row.product.imageCount) return null
  const { product } = row
  return {
    id: product.id,
    index,
    shape: (SHAPES.has(product.productType) ? product.productType : 'box') as Shape,
    palette: PALETTES.get(row.category ?? '') ?? ['#f5f5f4', '#57534e'],
    brand: product.brand,
    label: product.name.ja,
    capacity: product.capacity ?? product.size ?? product.color,
  }
}

/** `card`: the first picture as SVG without the label's words, for cards and cart lines. */
export type PictureFormat = 'svg' | 'card' | 'png'

/**
 * A picture in one format. The ETag is known before the body is made, so that a revalidation
 * costs no rendering.
 */
export type PictureFile = { etag: string; type: string; body: () => Promise<string | Buffer> }

const etagOf = (format: PictureFormat, svg: string) =>
  `"${format}-${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`

export async function pictureFile(
  ctx: RequestContext,
  picture: Picture,
  format: PictureFormat,
): Promise<PictureFile> {
  if (format !== 'png') {
    const svg = productSvg(picture, { lettered: format === 'svg' })
    return {
      etag: etagOf(format, svg),
      type: 'image/svg+xml; charset=utf-8',
      body: async () => svg,
    }
  }
  // A machine without a Japanese font would draw the name as a row of boxes; leave it out.
  const svg = productSvg((await drawsJapanese(ctx.log)) ? picture : { ...picture, label: '' })
  const etag = etagOf('png', `${PRODUCT_PNG_SIZE} ${svg}`)
  return { etag, type: 'image/png', body: () => pngs.get(etag, () => rasterise(svg)) }
}

const RENDER = {
  fitTo: { mode: 'width', value: PRODUCT_PNG_SIZE },
  font: { loadSystemFonts: true },
  logLevel: 'off',
} satisfies ResvgRenderOptions

// 140 to 280 kB a picture, some 40 ms to draw: the pictures of the products being shared now
// stay here (at most 9 MB), and a crawler's burst of requests for one picture draws it once.
const pngs = new TtlCache<Buffer>({ maxEntries: 32, ttlMs: 24 * 3600_000 })

async function rasterise(svg: string): Promise<Buffer> {
  // Drawn on the libuv thread pool; only the PNG encoding runs on the event loop.
  return (await renderAsync(svg, RENDER)).asPng()
}

let japanese: Promise<boolean> | undefined

function drawsJapanese(log: FastifyBaseLogger): Promise<boolean> {
  japanese ??= fontsDrawJapanese(RENDER.font).then((found) => {
    if (!found) {
      log.warn('no font draws Japanese (install fonts-noto-cjk): PNG pictures omit the name')
    }
    return found
  })
  return japanese
}

/**
 * Whether these fonts draw Japanese. Two different kanji that come out alike are both the
 * missing-glyph box (or nothing at all), whichever fonts the machine has.
 */
export async function fontsDrawJapanese(font: ResvgRenderOptions['font']): Promise<boolean> {
  const draw = async (kanji: string) =>
    (
      await renderAsync(
        `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text x="2" y="26" font-size="28" font-family="${JAPANESE_FONTS}">${kanji}</text></svg>`,
        { font, logLevel: 'off' },
      )
    ).pixels
  const [a, b] = await Promise.all([draw('肌'), draw('潤')])
  return !a.equals(b)
}
