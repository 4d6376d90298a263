import type { LabelMap, OwnShop } from '@kaimono/contracts'
import type { ProductOptions } from '../schema.ts'
import { type Brand, CATALOGUE, type Leaf, type Root, type Template } from './data.ts'
import { describe } from './describe.ts'
import { COLORS } from './texts.ts'

/** A product of the demo catalogue, before it has an id. */
export type DemoProduct = {
  sku: string
  supplierSlug: OwnShop
  rootSlug: string
  leafSlug: string
  name: LabelMap
  brand: string
  productType: string
  hsCode: string
  price: number
  initialPrice: number
  soldCount: number
  ingredients: LabelMap | null
  description: LabelMap
  originCode: string
  imageCount: number
  widthMm: number
  heightMm: number
  lengthMm: number
  weightG: number
  quantityInBox: number
  color: string | null
  size: string | null
  capacity: string | null
  /** Sizes and colours the shopper chooses (garments, shoes, bags), or null. */
  options: ProductOptions | null
  bannedAir: boolean
  tagSlugs: string[]
  /** Days before the seed's date that the product was listed and last updated. */
  ageDays: number
}

/**
 * mulberry32: a small seeded generator, so every seed makes the same catalogue (and the bench's
 * URL lists the same URLs).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Variant = {
  label: LabelMap | null
  color: string | null
  size: string | null
  capacity: string | null
}

const plain = (text: string): LabelMap => ({ vi: text, ja: text, en: text })
const single = (template: Template): Variant => ({
  label: null,
  color: null,
  size: null,
  capacity: template.capacity?.[0] ?? null,
})

/**
 * The products a template is listed as: one per capacity, pack size, shade, scent or flavour.
 * Garments, shoes and bags are one product whose sizes and colours the shopper chooses.
 */
function variants(template: Template): Variant[] {
  const one = single(template)
  if (template.shades) {
    return template.shades.map((shade) => ({ ...one, label: shade, color: shade.en }))
  }
  if (template.sizes) {
    return template.sizes.map((size) => ({ ...one, label: plain(size), size }))
  }
  if (template.capacity && template.capacity.length > 1) {
    return template.capacity.map((capacity) => ({
      ...one,
      label: { vi: capacity, ja: japaneseUnits(capacity), en: englishUnits(capacity) },
      capacity,
    }))
  }
  const kinds = template.scents ?? template.flavors
  if (kinds) return kinds.map((label) => ({ ...one, label }))
  return [one]
}

const UNITS: [RegExp, string, string][] = [
  [/(\d+) miếng/, '$1枚', '$1 sheets'],
  [/(\d+) viên/, '$1粒', '$1 tablets'],
  [/(\d+) ngày/, '$1日分', '$1 days'],
  [/(\d+) gói/, '$1包', '$1 sachets'],
  [/(\d+) chiếc/, '$1枚', '$1 pieces'],
  [/(\d+) cái/, '$1枚', '$1 pieces'],
  [/(\d+) tờ/, '$1枚', '$1 wipes'],
  [/(\d+) túi/, '$1袋', '$1 bags'],
  [/(\d+) hộp/, '$1個', '$1 boxes'],
  [/(\d+) tháng/, '$1ヶ月から', 'from $1 months'],
]
const japaneseUnits = (text: string) => UNITS.reduce((t, [re, ja]) => t.replace(re, ja), text)
const englishUnits = (text: string) => UNITS.reduce((t, [re, , en]) => t.replace(re, en), text)

const EDITIONS: LabelMap[] = [
  { vi: 'bản 2026', ja: '2026年モデル', en: '2026 edition' },
  { vi: 'gói tiết kiệm', ja: 'お徳用', en: 'value pack' },
  { vi: 'bao bì giới hạn', ja: '限定パッケージ', en: 'limited package' },
  { vi: 'bộ quà tặng', ja: 'ギフトセット', en: 'gift set' },
]

/** The sizes and colours a shopper chooses among, as products store them. */
function optionsOf(template: Template): ProductOptions | null {
  const { options } = template
  if (!options) return null
  return {
    ...(options.size && { size: options.size }),
    ...(options.color && {
      color: options.color.map((code) => ({ value: code, name: COLORS[code] })),
    }),
  }
}

const round10 = (yen: number) => Math.max(100, Math.round(yen / 10) * 10)

/** The demo catalogue `npm start` seeds: every product once, then some later editions. */
export const DEMO_PRODUCT_COUNT = 720

/**
 * The demo catalogue: every template of every category, in each variant, from each of the
 * category's brands; past the first round, later editions of the same products (for the
 * benchmark catalogue of 100,000). Deterministic.
 */
export function* demoProducts(count: number): Generator<DemoProduct> {
  const next = seededRandom(20_261_122)
  // A description depends on the template and brand only: written once for all their products.
  const descriptions = new Map<string, LabelMap>()
  const described = (template: Template, brand: Brand) => {
    const key = `${template.name.en}\u0000${brand.latin}`
    const known = descriptions.get(key)
    if (known) return known
    const text = describe(template, brand)
    descriptions.set(key, text)
    return text
  }
  let made = 0
  for (let round = 0; made < count; round++) {
    for (const root of CATALOGUE) {
      for (const leaf of root.leaves) {
        for (const template of leaf.templates) {
          const kinds = variants(template)
          for (const brand of root.brands) {
            for (const [v, variant] of kinds.entries()) {
              if (made >= count) return
              made++
              // Larger capacities cost more: each variant takes its share of the price range.
              const share =
                variant.capacity && kinds.length > 1 ? (v + next()) / kinds.length : next()
              yield product(
                root,
                leaf,
                template,
                brand,
                variant,
                round,
                made,
                share,
                next,
                described,
              )
            }
          }
        }
      }
    }
  }
}

function product(
  root: Root,
  leaf: Leaf,
  template: Template,
  brand: Brand,
  variant: Variant,
  round: number,
  serial: number,
  share: number,
  next: () => number,
  described: (template: Template, brand: Brand) => LabelMap,
): DemoProduct {
  const edition = round === 0 ? null : (EDITIONS[round % EDITIONS.length] ?? null)
  const join = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' ')
  const name: LabelMap = {
    ja: join(brand.ja, template.name.ja, variant.label?.ja, edition?.ja),
    vi: join(template.name.vi, brand.latin, variant.label?.vi, edition?.vi),
    en: join(brand.latin, template.name.en, variant.label?.en, edition?.en),
  }
  const [low, high] = template.price
  const price = round10(low + share * (high - low)) - (next() < 0.5 ? 20 : 0)
  // About a third are on sale, up to half off.
  const discounted = next() < 0.33
  const off = 0.05 + next() * 0.45
  const initialPrice = discounted ? round10(price / (1 - off)) : price
  const sold = Math.floor(next() ** 3 * 5000)
  // Where a product is made is its brand's: a Japanese brand's lotion is not made in France.
  const origin = brand.origin
  const tags = new Set<string>()
  if (origin === 'JP') tags.add('made-in-japan')
  if (sold > 2500) tags.add('best-seller')
  const ageDays = Math.floor(next() * 180)
  if (ageDays < 21) tags.add('new')
  if (root.slug === 'skincare-cosmetics' && next() < 0.4) tags.add('sensitive-skin')
  if (variant.label?.en === 'unscented') tags.add('fragrance-free')
  if (root.slug === 'food-drink' && next() < 0.3) tags.add('organic')
  if (['snacks', 'tea-coffee', 'bath'].includes(leaf.slug) && next() < 0.5) tags.add('gift')
  if (edition?.en === 'limited package') tags.add('limited')
  if (root.slug === 'household' && next() < 0.4) tags.add('family')
  const [width, height, length] = template.dims
  return {
    sku: `${leaf.slug.slice(0, 3).toUpperCase()}-${String(serial).padStart(6, '0')}`,
    supplierSlug: leaf.supplier,
    rootSlug: root.slug,
    leafSlug: leaf.slug,
    name,
    brand: brand.latin,
    productType: template.shape,
    hsCode: template.hsCode,
    price,
    initialPrice,
    soldCount: sold,
    ingredients: template.ingredients ?? null,
    description: described(template, brand),
    originCode: origin,
    imageCount: 3 + Math.floor(next() * 2),
    widthMm: width,
    heightMm: height,
    lengthMm: length,
    weightG: template.weightG,
    quantityInBox: template.shape === 'pack' ? 1 + Math.floor(next() * 3) : 1,
    color: variant.color,
    size: variant.size,
    capacity: variant.capacity,
    options: optionsOf(template),
    bannedAir: template.bannedAir ?? false,
    tagSlugs: [...tags],
    ageDays,
  }
}
