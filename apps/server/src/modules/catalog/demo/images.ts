import type { Shape } from './data.ts'

// Product pictures drawn on the server as SVG, from the product itself: its kind of package,
// its category's colours, its brand and size. Every product looks different, with no network
// and no files to store.

export type Picture = {
  id: number
  index: number
  shape: Shape
  palette: [string, string]
  brand: string
  label: string
  capacity: string | null
}

// The PNG form is drawn on the server with whatever fonts it has (resvg takes the first family
// it finds), so each list also names the fonts Linux distributions ship.
const LATIN_FONTS = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', 'Noto Sans', sans-serif"
export const JAPANESE_FONTS =
  "'Noto Sans JP', 'Hiragino Sans', 'Noto Sans CJK JP', 'Yu Gothic', IPAGothic, sans-serif"

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A colour's hue, saturation and lightness (0–360, 0–100, 0–100). */
export function hsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1))
  let h = 0
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6
    else if (max === g) h = (b - r) / d + 2
    else h = (r - g) / d + 4
  }
  return [(h * 60 + 360) % 360, s * 100, l * 100]
}

/** A hue turn per product, so that products of one category differ in colour. */
function tint(hex: string, turn: number): string {
  const [h, s, l] = hsl(hex)
  const hue = (((h + turn) % 360) + 360) % 360
  return `hsl(${hue.toFixed(0)} ${s.toFixed(0)}% ${l.toFixed(0)}%)`
}

function seeded(id: number, salt: number) {
  let x = (id * 2654435761 + salt * 40503) >>> 0
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return ((x >>> 0) % 10000) / 10000
  }
}

/** The package, drawn around (0,0) at about 220 × 300, with a label area at its middle. */
function body(shape: Shape, fill: string, accent: string): string {
  const shade = 'url(#shade)'
  switch (shape) {
    case 'bottle':
      return `<rect x="-28" y="-150" width="56" height="40" rx="8" fill="${accent}"/><rect x="-18" y="-112" width="36" height="24" fill="${fill}"/><path d="M-70,-70 Q-70,-92 -40,-92 L40,-92 Q70,-92 70,-70 L70,130 Q70,150 50,150 L-50,150 Q-70,150 -70,130 Z" fill="${fill}"/><path d="M-70,-70 Q-70,-92 -40,-92 L40,-92 Q70,-92 70,-70 L70,130 Q70,150 50,150 L-50,150 Q-70,150 -70,130 Z" fill="${shade}"/>`
    case 'jar':
      return `<rect x="-100" y="-90" width="200" height="50" rx="12" fill="${accent}"/><rect x="-95" y="-44" width="190" height="150" rx="26" fill="${fill}"/><rect x="-95" y="-44" width="190" height="150" rx="26" fill="${shade}"/>`
    case 'tube':
      return `<rect x="-30" y="130" width="60" height="34" rx="6" fill="${accent}"/><path d="M-75,-150 L75,-150 L45,132 L-45,132 Z" fill="${fill}"/><path d="M-75,-150 L75,-150 L45,132 L-45,132 Z" fill="${shade}"/><rect x="-78" y="-160" width="156" height="14" rx="3" fill="${accent}"/>`
    case 'box':
      return `<path d="M-100,-80 L-60,-120 L120,-120 L80,-80 Z" fill="${accent}"/><path d="M80,-80 L120,-120 L120,110 L80,150 Z" fill="${accent}" opacity="0.75"/><rect x="-100" y="-80" width="180" height="230" fill="${fill}"/><rect x="-100" y="-80" width="180" height="230" fill="${shade}"/>`
    case 'pouch':
      return `<path d="M-90,-130 L90,-130 L100,140 Q0,165 -100,140 Z" fill="${fill}"/><path d="M-90,-130 L90,-130 L100,140 Q0,165 -100,140 Z" fill="${shade}"/><rect x="-90" y="-112" width="180" height="6" fill="${accent}" opacity="0.6"/><circle cx="70" cy="-118" r="5" fill="#fff" opacity="0.8"/>`
    case 'can':
      return `<rect x="-80" y="-120" width="160" height="250" fill="${fill}"/><rect x="-80" y="-120" width="160" height="250" fill="${shade}"/><ellipse cx="0" cy="130" rx="80" ry="18" fill="${fill}"/><ellipse cx="0" cy="-120" rx="80" ry="18" fill="${accent}"/><ellipse cx="0" cy="-120" rx="62" ry="11" fill="#fff" opacity="0.35"/>`
    case 'bag':
      return `<rect x="-115" y="-110" width="230" height="260" rx="18" fill="${fill}"/><rect x="-115" y="-110" width="230" height="260" rx="18" fill="${shade}"/><rect x="-40" y="-100" width="80" height="22" rx="11" fill="#fff" opacity="0.85"/>`
    case 'garment':
      return `<path d="M-50,-130 Q0,-100 50,-130 L120,-95 L95,-30 L70,-42 L70,140 L-70,140 L-70,-42 L-95,-30 L-120,-95 Z" fill="${fill}"/><path d="M-50,-130 Q0,-100 50,-130 L120,-95 L95,-30 L70,-42 L70,140 L-70,140 L-70,-42 L-95,-30 L-120,-95 Z" fill="${shade}"/><path d="M-50,-130 Q0,-92 50,-130" fill="none" stroke="${accent}" stroke-width="6"/>`
    case 'pack':
      return `<rect x="-110" y="-95" width="220" height="210" rx="14" fill="${fill}"/><rect x="-110" y="-95" width="220" height="210" rx="14" fill="${shade}"/><rect x="-70" y="-82" width="140" height="26" rx="13" fill="${accent}" opacity="0.8"/>`
  }
}

/**
 * A card shows the picture about 180 px wide, where the label's words would be 3 to 7 px high:
 * there the label is drawn as lines of print instead. A browser draws an SVG picture on the
 * page's main thread, and shaping its text (Japanese above all) was most of what the home page
 * spent after its first paint on a phone.
 */
function plainLabel(ink: string): string {
  return `<rect x="-62" y="-22" width="124" height="92" rx="8" fill="#fff" opacity="0.92"/><rect x="-44" y="-8" width="88" height="12" rx="3" fill="${ink}"/><rect x="-36" y="18" width="72" height="8" rx="3" fill="#a8a29e"/><rect x="-20" y="44" width="40" height="8" rx="3" fill="#d6d3d1"/>`
}

function label(picture: Picture, ink: string): string {
  const brand = escapeXml(picture.brand.toUpperCase())
  const capacity = picture.capacity ? escapeXml(picture.capacity) : ''
  const name = escapeXml([...picture.label].slice(0, 10).join(''))
  return `<rect x="-62" y="-22" width="124" height="92" rx="8" fill="#fff" opacity="0.92"/><text x="0" y="4" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="${brand.length > 12 ? 11 : 14}" font-weight="700" letter-spacing="1.5" fill="${ink}">${brand}</text><text x="0" y="28" text-anchor="middle" font-family="${JAPANESE_FONTS}" font-size="12" fill="#44403c">${name}</text><text x="0" y="54" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="12" fill="#78716c">${capacity}</text>`
}

/**
 * One picture of a product: 1 front, 2 closer on another backdrop, 3 two of them, 4 detail.
 * `lettered: false` draws the label without words, for pictures shown small (cards, banners).
 */
export function productSvg(picture: Picture, { lettered = true } = {}): string {
  const next = seeded(picture.id, picture.index)
  const [light, strong] = picture.palette
  const turn = (next() - 0.5) * 70
  const fill = tint(strong, turn)
  const accent = tint(strong, turn + 150)
  const backdrop = picture.index === 2 ? tint(light, turn + 40) : light
  const bubbles = Array.from({ length: 7 }, () => {
    const r = 20 + next() * 70
    return `<circle cx="${(next() * 600).toFixed(0)}" cy="${(next() * 600).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(0.15 + next() * 0.3).toFixed(2)}"/>`
  }).join('')
  const item = (x: number, y: number, scale: number, rotate: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"><ellipse cx="0" cy="165" rx="110" ry="16" fill="#000" opacity="0.12"/>${body(picture.shape, fill, accent)}${lettered ? label(picture, strong) : plainLabel(strong)}</g>`
  const rotate = (next() - 0.5) * 8
  const scene =
    picture.index === 3
      ? item(215, 300, 0.85, -6) + item(385, 310, 0.85, 5)
      : picture.index === 2
        ? item(300, 320, 1.35, rotate)
        : item(300, 290, 1.1, picture.index === 4 ? -rotate * 2 : rotate / 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="#ffffff"/></linearGradient><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs><rect width="600" height="600" fill="url(#bg)"/>${bubbles}${scene}</svg>`
}
