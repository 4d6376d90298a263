import type { LabelMap } from '@kaimono/contracts'
import { CATALOGUE, type Leaf, ORIGINS, type Root, SCENTS, type Template } from './demo-data.ts'

/** A product of the demo catalogue, before it has an id. */
export type DemoProduct = {
  sku: string
  supplierSlug: 'ikom' | 'awond'
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
  bannedAir: boolean
  tagSlugs: string[]
  /** Days before the seed's date that the product was listed and last updated. */
  ageDays: number
}

/** mulberry32: a small seeded generator, so every seed makes the same catalogue. */
function random(seed: number) {
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

/** The sizes, colours, capacities (or scents) a template comes in. */
function variants(template: Template): Variant[] {
  if (template.colors) {
    return template.colors.map((color) => ({
      label: color,
      color: color.en,
      size: template.sizes?.[0] ?? null,
      capacity: template.capacity?.[0] ?? null,
    }))
  }
  if (template.sizes) {
    return template.sizes.map((size) => ({
      label: plain(size),
      color: null,
      size,
      capacity: template.capacity?.[0] ?? null,
    }))
  }
  if (template.capacity && template.capacity.length > 1) {
    return template.capacity.map((capacity) => ({
      label: { vi: capacity, ja: japaneseUnits(capacity), en: englishUnits(capacity) },
      color: null,
      size: null,
      capacity,
    }))
  }
  // A single capacity: scents tell the products apart.
  return SCENTS.slice(0, 3).map((scent) => ({
    label: scent,
    color: null,
    size: null,
    capacity: template.capacity?.[0] ?? null,
  }))
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

function describe(
  root: Root,
  leaf: Leaf,
  template: Template,
  brand: Root['brands'][number],
): LabelMap {
  const name = template.name
  return {
    vi: `<p><strong>${brand.latin}</strong> ${name.vi.toLowerCase()} — hàng nội địa Nhật, mua trực tiếp tại Nhật Bản và gửi về Việt Nam.</p><h3>Đặc điểm</h3><ul><li>Thuộc nhóm ${leaf.name.vi.toLowerCase()}, ${root.name.vi.toLowerCase()}</li><li>Đóng gói cẩn thận, kiểm tra tại kho Nhật trước khi gửi</li><li>Hạn sử dụng còn dài</li></ul><h3>Lưu ý</h3><p>Tránh ánh nắng trực tiếp, để xa tầm tay trẻ em.</p>`,
    ja: `<p><strong>${brand.ja}</strong>の${name.ja}。日本国内向けの正規品を日本で買い付け、ベトナムへお届けします。</p><h3>特長</h3><ul><li>${root.name.ja}・${leaf.name.ja}カテゴリーの人気商品</li><li>日本の倉庫で検品・丁寧に梱包</li><li>使用期限に余裕のある商品のみ発送</li></ul><h3>ご注意</h3><p>直射日光を避け、お子様の手の届かない所に保管してください。</p>`,
    en: `<p><strong>${brand.latin}</strong> ${name.en.toLowerCase()}: a product made for the Japanese market, bought in Japan and shipped to Vietnam.</p><h3>Highlights</h3><ul><li>Part of ${root.name.en.toLowerCase()}, ${leaf.name.en.toLowerCase()}</li><li>Checked and carefully packed in our Japanese warehouse</li><li>Long shelf life</li></ul><h3>Please note</h3><p>Keep out of direct sunlight and out of the reach of children.</p>`,
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
  const next = random(20_261_122)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
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
              yield product(root, leaf, template, brand, variant, round, made, share, next, pick)
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
  brand: Root['brands'][number],
  variant: Variant,
  round: number,
  serial: number,
  share: number,
  next: () => number,
  pick: <T>(items: readonly T[]) => T,
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
  const origin = next() < 0.85 ? 'JP' : pick(ORIGINS.slice(1)).code
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
    description: describe(root, leaf, template, brand),
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
    bannedAir: template.bannedAir ?? false,
    tagSlugs: [...tags],
    ageDays,
  }
}
