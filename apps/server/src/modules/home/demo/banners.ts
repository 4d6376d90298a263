import { type LabelMap, type Lang, SHOPS } from '@kaimono/contracts'
import { productSvg, type Shape } from '../../catalog/index.ts'

// The home page's banners, drawn on the server as SVG like the product pictures: no network,
// no files to store. They carry few words (a brand line and a figure); what a banner says is
// in the home config's alt texts, in every language; their words are drawn in the language asked
// for (`?lang=`, Vietnamese by default).

type Item = { shape: Shape; brand: string; label: string; capacity: string | null }

type Design = {
  width: number
  height: number
  /** Background gradient, from top left to bottom right. */
  colors: [string, string]
  /** The product pictures' palette: backdrop tint, package colour. */
  palette: [string, string]
  ink: string
  /** A brand name, or words in every language. */
  kicker: string | LabelMap
  title: string | LabelMap
  /** A figure in a round badge ('-50%'), or none. */
  badge: string | null
  items: Item[]
  /** Seeds the packages' hue turns, so banners differ. */
  seed: number
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const HERO = { width: 1200, height: 400 }
const WIDE = { width: 1200, height: 200 }
const HALF = { width: 600, height: 260 }
const MARKET = { width: 600, height: 200 }

const BEAUTY: Item[] = [
  { shape: 'bottle', brand: 'Hanamori', label: '化粧水', capacity: '200ml' },
  { shape: 'jar', brand: 'Sakura Lab', label: 'クリーム', capacity: '50g' },
  { shape: 'tube', brand: 'Yukiha', label: '日焼け止め', capacity: '60g' },
]
const HEALTH: Item[] = [
  { shape: 'pouch', brand: 'Genki', label: 'コラーゲン', capacity: '30日分' },
  { shape: 'box', brand: 'Midori', label: '青汁', capacity: '30包' },
  { shape: 'can', brand: 'Kenko', label: 'DHA', capacity: '120粒' },
]
const BABY: Item[] = [
  { shape: 'bag', brand: 'Mamiko', label: 'おむつ', capacity: 'M 64' },
  { shape: 'can', brand: 'Hohoemi', label: 'ミルク', capacity: '800g' },
  { shape: 'pack', brand: 'Sukoyaka', label: 'おしりふき', capacity: '80×3' },
]
const PANTRY: Item[] = [
  { shape: 'pack', brand: 'Umami-ya', label: '抹茶', capacity: '100g' },
  { shape: 'box', brand: 'Kashi', label: 'お菓子', capacity: '12個' },
]
const HOME_GOODS: Item[] = [
  { shape: 'bottle', brand: 'Kirei', label: '洗剤', capacity: '900ml' },
  { shape: 'garment', brand: 'Nuno', label: 'Tシャツ', capacity: 'M' },
]

export const BANNERS: Record<string, Design> = {
  'hero-beauty': {
    ...HERO,
    colors: ['#fde2e4', '#f9a8c0'],
    palette: ['#fde2e4', '#e2779b'],
    ink: '#881337',
    kicker: { vi: 'IKOM · MỸ PHẨM NHẬT', ja: 'IKOM · 日本のコスメ', en: 'IKOM · JAPAN BEAUTY' },
    title: { vi: 'Chăm sóc da\nchuẩn Nhật', ja: '日本の\nスキンケア', en: 'Skincare\nfrom Japan' },
    badge: '-50%',
    items: BEAUTY,
    seed: 11,
  },
  'hero-health': {
    ...HERO,
    colors: ['#dcfce7', '#86efac'],
    palette: ['#dcfce7', '#16a34a'],
    ink: '#14532d',
    kicker: { vi: 'IKOM · SỨC KHỎE', ja: 'IKOM · ヘルスケア', en: 'IKOM · HEALTH' },
    title: { vi: 'Thực phẩm\nchức năng', ja: 'サプリと\n健康', en: 'Supplements\n& health' },
    badge: '-30%',
    items: HEALTH,
    seed: 23,
  },
  'hero-baby': {
    ...HERO,
    colors: ['#e0f2fe', '#fde68a'],
    palette: ['#e0f2fe', '#0284c7'],
    ink: '#0c4a6e',
    kicker: { vi: 'MẸ & BÉ', ja: 'ママ & ベビー', en: 'MOM & BABY' },
    title: { vi: 'Dành cho\nbé yêu', ja: '小さな子の\nために', en: 'Made for\nlittle ones' },
    badge: null,
    items: BABY,
    seed: 37,
  },
  'market-rakuten': {
    ...MARKET,
    colors: ['#bf0000', '#7f1d1d'],
    palette: ['#fee2e2', '#bf0000'],
    ink: '#ffffff',
    kicker: 'RAKUTEN ICHIBA',
    title: { vi: 'Rakuten', ja: '楽天市場', en: 'Rakuten' },
    badge: null,
    items: [PANTRY[1] as Item],
    seed: 41,
  },
  'market-mercari': {
    ...MARKET,
    colors: ['#ff4f50', '#4dc9ff'],
    palette: ['#e0f2fe', '#0ea5e9'],
    ink: '#ffffff',
    kicker: 'MERCARI',
    title: { vi: 'Đồ cũ chất lượng', ja: '掘り出し物の中古品', en: 'Second-hand gems' },
    badge: null,
    items: [HOME_GOODS[1] as Item],
    seed: 43,
  },
  'ikom-wide': {
    ...WIDE,
    colors: ['#fff1f2', '#fecdd3'],
    palette: ['#fde2e4', '#c8102e'],
    ink: '#9f1239',
    kicker: 'IKOM',
    title: {
      vi: 'Mỹ phẩm Nhật chính hãng',
      ja: '正規品の日本コスメ',
      en: 'Genuine Japanese cosmetics',
    },
    badge: null,
    items: [BEAUTY[0] as Item, HEALTH[1] as Item],
    seed: 53,
  },
  'awond-wide': {
    ...WIDE,
    colors: ['#ecfeff', '#a5f3fc'],
    palette: ['#e0f2fe', '#0e7490'],
    ink: '#155e75',
    kicker: 'AWOND',
    title: {
      vi: 'Mẹ bé, thực phẩm, thời trang',
      ja: 'ベビー・食品・ファッション',
      en: 'Baby, food & fashion',
    },
    badge: null,
    items: [BABY[0] as Item, PANTRY[0] as Item],
    seed: 59,
  },
  'sale-ikom': {
    ...HALF,
    colors: ['#c8102e', '#f43f5e'],
    palette: ['#fde2e4', '#be185d'],
    ink: '#ffffff',
    kicker: { vi: 'IKOM GIẢM GIÁ', ja: 'IKOM セール', en: 'IKOM SALE' },
    title: { vi: 'Tuần lễ làm đẹp', ja: 'ビューティー週間', en: 'Beauty week' },
    badge: '-40%',
    items: [BEAUTY[1] as Item],
    seed: 61,
  },
  'sale-awond': {
    ...HALF,
    colors: ['#f59e0b', '#ea580c'],
    palette: ['#fef3c7', '#b45309'],
    ink: '#ffffff',
    kicker: { vi: 'AWOND GIẢM GIÁ', ja: 'AWOND セール', en: 'AWOND SALE' },
    title: { vi: 'Thực phẩm chọn lọc', ja: '食品セレクション', en: 'Pantry picks' },
    badge: '-25%',
    items: [PANTRY[0] as Item],
    seed: 67,
  },
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.svg$/, '')

/** The registry's shop logos (/media/banners/logo-ikom.svg): the shop's initial and name. */
export const LOGOS: Record<string, { name: string; colors: [string, string] }> = Object.fromEntries(
  SHOPS.flatMap((shop) =>
    shop.logo
      ? [[fileName(shop.logo), { name: shop.name.en, colors: [shop.color, shop.tint] }]]
      : [],
  ),
)

/** A product picture without its square backdrop, placed at (x, y) with side `size`. */
function item(design: Design, picked: Item, index: number, x: number, y: number, size: number) {
  const id = design.seed * 10 + index
  const svg = productSvg(
    {
      id,
      index: 1,
      shape: picked.shape,
      palette: design.palette,
      brand: picked.brand,
      label: picked.label,
      capacity: picked.capacity,
    },
    { lettered: false },
  )
  return svg
    .replace(
      /^<svg [^>]*>/,
      `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">`,
    )
    .replace('<rect width="600" height="600" fill="url(#bg)"/>', '')
    .replace(/<circle [^>]*fill="#fff" opacity="[^"]*"\/>/g, '')
    .replaceAll('id="shade"', `id="shade-${id}"`)
    .replaceAll('url(#shade)', `url(#shade-${id})`)
    .replaceAll('id="bg"', `id="bg-${id}"`)
}

function badge(text: string, cx: number, cy: number, r: number, ink: string, fill: string) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-dasharray="4 5"/><text x="${cx}" y="${cy + r * 0.18}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(r * 0.52)}" font-weight="800" fill="${ink}">${escapeXml(text)}</text>`
}

/** Soft circles and a sakura-like ring, placed by the banner's seed. */
function decoration(design: Design): string {
  let x = design.seed * 7919
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
  return Array.from({ length: 6 }, () => {
    const r = 20 + next() * (design.height / 3)
    return `<circle cx="${(next() * design.width).toFixed(0)}" cy="${(next() * design.height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(0.08 + next() * 0.18).toFixed(2)}"/>`
  }).join('')
}

export function bannerSvg(name: string, lang: Lang = 'vi'): string | null {
  // Own keys only: /media/banners/constructor.svg must not find Object.prototype's (issue 14).
  const logo = Object.hasOwn(LOGOS, name) ? LOGOS[name] : undefined
  if (logo) return logoSvg(logo.name, logo.colors)
  const design = Object.hasOwn(BANNERS, name) ? BANNERS[name] : undefined
  if (!design) return null
  const { width, height, ink } = design
  const half = width <= 600
  const wide = !half && height <= 200
  const titleSize = wide ? 40 : half ? 34 : 60
  const kickerSize = wide ? 16 : half ? 15 : 20
  const left = wide ? 48 : half ? 32 : 72
  const words = (text: string | LabelMap) => (typeof text === 'string' ? text : text[lang])
  const lines = words(design.title).split('\n')
  const titleTop = wide ? 118 : half ? height - 110 : 150
  const titleY = titleTop + (lines.length - 1) * titleSize * 1.1
  const products = design.items.length
  const size = wide ? 180 : half ? Math.min(190, height - 20) : 330
  const step = wide ? 150 : 170
  const startX = width - 40 - size - (products - 1) * step
  const pictures = design.items
    .map((picked, i) =>
      item(
        design,
        picked,
        i,
        startX + i * step,
        height - size - (wide ? 6 : 16) + (i % 2) * 12,
        size,
      ),
    )
    .join('')
  const badgeSvg = design.badge
    ? half
      ? badge(design.badge, width - 70, 62, 44, '#c8102e', '#fff')
      : badge(design.badge, startX + size * 0.3, 80, 52, '#fff', '#c8102e')
    : ''
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="${left}" dy="${i === 0 ? 0 : titleSize * 1.1}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const underline = `<rect x="${left}" y="${titleY + 22}" width="${wide ? 64 : 88}" height="6" rx="3" fill="${ink}" opacity="0.6"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><defs><linearGradient id="banner-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.colors[0]}"/><stop offset="1" stop-color="${design.colors[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#banner-bg)"/>${decoration(design)}${pictures}<text x="${left}" y="${titleTop - titleSize - 10}" font-family="Helvetica, Arial, sans-serif" font-size="${kickerSize}" font-weight="700" letter-spacing="3" fill="${ink}" opacity="0.8">${escapeXml(words(design.kicker))}</text><text x="${left}" y="${titleTop}" font-family="Helvetica, Arial, sans-serif" font-size="${titleSize}" font-weight="800" fill="${ink}">${title}</text>${underline}${badgeSvg}</svg>`
}

function logoSvg(name: string, colors: [string, string]): string {
  const initial = escapeXml(name.slice(0, 1))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img"><defs><linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><circle cx="80" cy="80" r="78" fill="url(#logo-bg)"/><circle cx="80" cy="80" r="66" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/><text x="80" y="92" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="800" fill="#fff">${initial}</text><text x="80" y="124" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" letter-spacing="2" fill="#fff">${escapeXml(name.toUpperCase())}</text></svg>`
}
