import { escapeXml, hsl } from '../../catalog/index.ts'
import type { Shape } from './kinds.ts'
import { hashOf, randomFrom } from './random.ts'

// A mirrored item's pictures and a seller's avatar, drawn as SVG from what the item is: the
// shape of its kind, its category's colours (or its own colour), its brand and model, and a
// backdrop pattern chosen by its id, so that no two items look alike. No files, no network; a
// picture is a few kilobytes of text made in well under a millisecond.

export type MarketPicture = {
  market: string
  /** The market's colour, for the tag in the corner. */
  marketColour: string
  marketName: string
  id: string
  /** 1 front, 2 closer, 3 two of them, 4 a detail. */
  index: number
  shape: Shape
  palette: readonly [string, string]
  /** The item's own colour (a Nike colourway), drawn instead of the palette's. */
  colour: string | null
  brand: string
  title: string
}

const LATIN_FONTS = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', 'Noto Sans', sans-serif"

const css = ([h, s, l]: [number, number, number]) =>
  `hsl(${(((h % 360) + 360) % 360).toFixed(0)} ${Math.min(100, s).toFixed(0)}% ${Math.min(97, l).toFixed(0)}%)`

/** Colours the item's own colour stands for (the `color:` facets). */
const OWN_COLOURS: Record<string, string> = {
  black: '#1f2937',
  white: '#f8fafc',
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
  grey: '#9ca3af',
  pink: '#f472b6',
}

/** The thing itself, drawn around (0,0) within about 300 × 300; F fill, A accent. */
function body(shape: Shape, F: string, A: string): string {
  const shade = 'url(#shade)'
  const lit = (d: string) => `<path d="${d}" fill="${F}"/><path d="${d}" fill="${shade}"/>`
  switch (shape) {
    case 'shoe':
      return `${lit('M-140,40 Q-140,0 -100,-10 L-30,-30 Q0,-90 60,-90 L100,-70 Q135,-20 145,40 L145,60 L-140,60 Z')}<rect x="-150" y="55" width="300" height="30" rx="12" fill="#fff"/><rect x="-150" y="75" width="300" height="10" rx="5" fill="${A}"/><path d="M-90,30 Q10,55 110,-10" stroke="${A}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M0,-50 L30,-20 M15,-62 L45,-32 M30,-74 L60,-44" stroke="#fff" stroke-width="6"/>`
    case 'garment':
      return `${lit('M-55,-135 Q0,-100 55,-135 L130,-95 L100,-25 L75,-40 L75,140 L-75,140 L-75,-40 L-100,-25 L-130,-95 Z')}<path d="M-55,-135 Q0,-92 55,-135" fill="none" stroke="${A}" stroke-width="7"/>`
    case 'bag':
      return `<path d="M-70,-60 Q-70,-150 0,-150 Q70,-150 70,-60" fill="none" stroke="${A}" stroke-width="16"/>${lit('M-130,-70 L130,-70 L150,130 Q150,150 130,150 L-130,150 Q-150,150 -150,130 Z')}<rect x="-30" y="-40" width="60" height="24" rx="6" fill="${A}"/>`
    case 'watch':
      return `<rect x="-45" y="-160" width="90" height="320" rx="20" fill="${A}"/><circle r="100" fill="#e5e7eb"/><circle r="86" fill="${F}"/><circle r="86" fill="${shade}"/><path d="M0,0 L0,-62 M0,0 L45,20" stroke="#fff" stroke-width="8" stroke-linecap="round"/><rect x="98" y="-14" width="18" height="28" rx="4" fill="#d1d5db"/>`
    case 'bottle':
      return `<rect x="-30" y="-160" width="60" height="44" rx="8" fill="${A}"/>${lit('M-75,-80 Q-75,-110 -40,-110 L40,-110 Q75,-110 75,-80 L75,130 Q75,150 55,150 L-55,150 Q-75,150 -75,130 Z')}`
    case 'jar':
      return `<rect x="-105" y="-100" width="210" height="55" rx="12" fill="${A}"/>${lit('M-100,-48 L100,-48 L100,100 Q100,130 70,130 L-70,130 Q-100,130 -100,100 Z')}`
    case 'tube':
      return `<rect x="-32" y="130" width="64" height="34" rx="6" fill="${A}"/>${lit('M-80,-150 L80,-150 L48,132 L-48,132 Z')}<rect x="-84" y="-160" width="168" height="14" rx="3" fill="${A}"/>`
    case 'compact':
      return `<circle r="130" fill="${A}"/><circle r="115" fill="${F}"/><circle r="115" fill="${shade}"/><circle r="70" fill="#fff" opacity="0.5"/>`
    case 'box':
      return `<path d="M-110,-80 L-70,-125 L130,-125 L90,-80 Z" fill="${A}"/><path d="M90,-80 L130,-125 L130,105 L90,150 Z" fill="${A}" opacity="0.75"/>${lit('M-110,-80 L90,-80 L90,150 L-110,150 Z')}`
    case 'pack':
      return `${lit('M-120,-100 L120,-100 L120,120 Q120,135 105,135 L-105,135 Q-120,135 -120,120 Z')}<rect x="-80" y="-85" width="160" height="28" rx="14" fill="${A}" opacity="0.85"/>`
    case 'pouch':
      return `${lit('M-95,-135 L95,-135 L105,140 Q0,165 -105,140 Z')}<rect x="-95" y="-116" width="190" height="6" fill="${A}" opacity="0.7"/>`
    case 'can':
      return `${lit('M-85,-120 L85,-120 L85,130 L-85,130 Z')}<ellipse cy="130" rx="85" ry="18" fill="${F}"/><ellipse cy="-120" rx="85" ry="18" fill="${A}"/><ellipse cy="-120" rx="65" ry="11" fill="#fff" opacity="0.35"/>`
    case 'console':
      return `<rect x="-170" y="-85" width="60" height="170" rx="30" fill="${A}"/><rect x="110" y="-85" width="60" height="170" rx="30" fill="${F}"/><rect x="-112" y="-85" width="224" height="170" rx="10" fill="#111827"/><rect x="-96" y="-70" width="192" height="140" rx="4" fill="${F}" opacity="0.55"/><circle cx="-140" cy="-30" r="14" fill="#111827"/><circle cx="140" cy="20" r="14" fill="#111827"/>`
    case 'disc':
      return `<rect x="-110" y="-150" width="220" height="300" rx="10" fill="${A}"/>${lit('M-100,-135 L100,-135 L100,135 L-100,135 Z')}<circle cy="10" r="70" fill="#e5e7eb"/><circle cy="10" r="18" fill="${F}"/>`
    case 'book':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${-140 + i * 12}" y="${70 - i * 75}" width="${280 - i * 24}" height="68" rx="6" fill="${i % 2 ? A : F}"/><rect x="${-125 + i * 12}" y="${82 - i * 75}" width="${250 - i * 24}" height="10" fill="#fff" opacity="0.6"/>`,
        )
        .join('')
    case 'figure':
      return `<ellipse cy="140" rx="110" ry="22" fill="${A}"/>${lit('M-55,-20 L55,-20 L80,135 L-80,135 Z')}<circle cy="-80" r="62" fill="${F}"/><circle cy="-80" r="62" fill="${shade}"/><circle cx="-22" cy="-85" r="9" fill="#111827"/><circle cx="22" cy="-85" r="9" fill="#111827"/><path d="M-70,-120 Q0,-175 70,-120 L60,-100 Q0,-140 -60,-100 Z" fill="${A}"/>`
    case 'card':
      return `<g transform="rotate(-8)"><rect x="-105" y="-150" width="210" height="300" rx="14" fill="#facc15"/><rect x="-92" y="-137" width="184" height="274" rx="8" fill="${F}"/><rect x="-80" y="-120" width="160" height="120" rx="6" fill="#fff" opacity="0.8"/><path d="M0,-100 L14,-70 L46,-66 L22,-44 L29,-12 L0,-28 L-29,-12 L-22,-44 L-46,-66 L-14,-70 Z" fill="${A}"/></g>`
    case 'phone':
      return `<rect x="-85" y="-160" width="170" height="320" rx="26" fill="#111827"/><rect x="-75" y="-145" width="150" height="290" rx="16" fill="${F}"/><rect x="-75" y="-145" width="150" height="290" rx="16" fill="${shade}"/><rect x="-24" y="-138" width="48" height="12" rx="6" fill="#111827"/>`
    case 'camera':
      return `<rect x="-60" y="-110" width="90" height="40" rx="8" fill="${A}"/>${lit('M-150,-75 L150,-75 Q165,-75 165,-60 L165,100 Q165,115 150,115 L-150,115 Q-165,115 -165,100 L-165,-60 Q-165,-75 -150,-75 Z')}<circle cx="10" cy="20" r="78" fill="#111827"/><circle cx="10" cy="20" r="56" fill="#374151"/><circle cx="10" cy="20" r="30" fill="#60a5fa" opacity="0.6"/><rect x="105" y="-60" width="40" height="22" rx="4" fill="#e5e7eb"/>`
    case 'lens':
      return `<rect x="-150" y="-80" width="300" height="160" rx="18" fill="#111827"/><rect x="-150" y="-80" width="300" height="160" rx="18" fill="${shade}"/><rect x="-60" y="-80" width="18" height="160" fill="${F}"/><rect x="40" y="-80" width="10" height="160" fill="#6b7280"/><ellipse cx="150" rx="24" ry="80" fill="#374151"/><ellipse cx="150" rx="14" ry="56" fill="#60a5fa" opacity="0.6"/>`
    case 'headphones':
      return `<path d="M-120,40 L-120,-20 Q-120,-150 0,-150 Q120,-150 120,-20 L120,40" fill="none" stroke="${A}" stroke-width="22"/><rect x="-160" y="0" width="80" height="140" rx="36" fill="${F}"/><rect x="80" y="0" width="80" height="140" rx="36" fill="${F}"/><rect x="-160" y="0" width="80" height="140" rx="36" fill="${shade}"/><rect x="80" y="0" width="80" height="140" rx="36" fill="${shade}"/>`
    case 'laptop':
      return `<rect x="-140" y="-130" width="280" height="190" rx="12" fill="#1f2937"/><rect x="-126" y="-116" width="252" height="162" rx="4" fill="${F}"/><rect x="-126" y="-116" width="252" height="162" rx="4" fill="${shade}"/><path d="M-175,70 L175,70 L160,100 L-160,100 Z" fill="${A}"/>`
    case 'appliance':
      return `${lit('M-120,-110 Q-120,-140 -90,-140 L90,-140 Q120,-140 120,-110 L120,130 Q120,150 100,150 L-100,150 Q-120,150 -120,130 Z')}<rect x="-120" y="-60" width="240" height="10" fill="${A}"/><rect x="-60" y="10" width="120" height="44" rx="8" fill="#111827"/><circle cx="-40" cy="95" r="12" fill="${A}"/><circle cx="0" cy="95" r="12" fill="${A}"/><circle cx="40" cy="95" r="12" fill="${A}"/>`
    case 'pan':
      return `<rect x="90" y="-18" width="150" height="36" rx="18" fill="${A}"/><circle cx="-30" r="130" fill="#374151"/><circle cx="-30" r="112" fill="${F}"/><circle cx="-30" r="112" fill="${shade}"/>`
    case 'bowl':
      return `<ellipse cy="-20" rx="150" ry="34" fill="${A}"/>${lit('M-150,-20 Q-140,120 0,130 Q140,120 150,-20 Z')}<path d="M-110,30 Q0,70 110,30" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>`
    case 'guitar':
      return `<g transform="rotate(-30)"><rect x="-12" y="-230" width="24" height="200" fill="#92400e"/><rect x="-20" y="-260" width="40" height="40" rx="6" fill="${A}"/><circle cy="40" r="95" fill="${F}"/><circle cy="-40" r="70" fill="${F}"/><circle cy="40" r="95" fill="${shade}"/><circle cy="-10" r="24" fill="#111827"/><rect x="-40" y="70" width="80" height="12" fill="#111827"/></g>`
    case 'keyboard':
      return `<rect x="-180" y="-70" width="360" height="150" rx="12" fill="${F}"/><rect x="-165" y="-10" width="330" height="80" fill="#fff"/>${Array.from({ length: 15 }, (_, i) => `<line x1="${-165 + i * 22}" y1="-10" x2="${-165 + i * 22}" y2="70" stroke="#d1d5db" stroke-width="2"/>${i % 7 !== 2 && i % 7 !== 6 ? `<rect x="${-157 + i * 22}" y="-10" width="14" height="48" fill="#111827"/>` : ''}`).join('')}<circle cx="-120" cy="-40" r="10" fill="${A}"/><circle cx="-90" cy="-40" r="10" fill="${A}"/>`
    case 'speaker':
      return `${lit('M-110,-150 L110,-150 L110,150 L-110,150 Z')}<circle cy="-65" r="45" fill="#111827"/><circle cy="-65" r="18" fill="${A}"/><circle cy="60" r="70" fill="#111827"/><circle cy="60" r="30" fill="${A}"/>`
    case 'pedal':
      return `${lit('M-90,-130 L90,-130 L90,130 L-90,130 Z')}<circle cx="-45" cy="-80" r="20" fill="#111827"/><circle cx="45" cy="-80" r="20" fill="#111827"/><rect x="-60" y="-20" width="120" height="40" rx="6" fill="#fff" opacity="0.85"/><circle cy="80" r="28" fill="#d1d5db"/><circle cy="80" r="16" fill="#9ca3af"/>`
    case 'coin':
      return `<circle r="135" fill="#b45309"/><circle r="120" fill="${F}"/><circle r="120" fill="${shade}"/><circle r="95" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/><text y="30" text-anchor="middle" font-family="serif" font-size="90" font-weight="700" fill="#fff" opacity="0.85">¥</text>`
  }
}

/** The backdrop's pattern, one of five, its colours and angle drawn from the id. */
function pattern(kind: number, colour: string, angle: number, size: number): string {
  const shapes = [
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 6}" fill="${colour}"/>`,
    `<rect width="${size / 2}" height="${size}" fill="${colour}"/>`,
    `<path d="M0,${size / 2} L${size},${size / 2} M${size / 2},0 L${size / 2},${size}" stroke="${colour}" stroke-width="3"/>`,
    `<path d="M0,${size / 2} Q${size / 4},0 ${size / 2},${size / 2} T${size},${size / 2}" stroke="${colour}" stroke-width="4" fill="none"/>`,
    `<path d="M${size / 2},${size / 5} L${size * 0.8},${size * 0.8} L${size / 5},${size * 0.8} Z" fill="${colour}"/>`,
  ]
  return `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${shapes[kind % shapes.length]}</pattern>`
}

const shorten = (text: string, most: number) =>
  [...text].length > most ? `${[...text].slice(0, most - 1).join('')}…` : text

/** Picture `index` of an item, 600 × 600. */
export function marketItemSvg(picture: MarketPicture): string {
  const rng = randomFrom(`picture:${picture.market}:${picture.id}:${picture.index}`)
  const seed = hashOf(`${picture.market}:${picture.id}`)
  const [light, strong] = picture.palette
  const turn = ((seed % 90) - 45) * (picture.colour ? 0 : 1)
  const base = hsl(picture.colour ? (OWN_COLOURS[picture.colour] ?? strong) : strong)
  const fill = css([base[0] + turn, base[1], base[2]])
  const accent = css([base[0] + turn + 150, Math.max(45, base[1]), 45])
  const back = hsl(light)
  const backdrop = css([back[0] + turn + (picture.index === 2 ? 40 : 0), back[1] + 10, back[2] - 3])
  const ink = css([back[0] + turn, Math.max(30, back[1]), Math.max(60, back[2] - 18)])
  const item = (x: number, y: number, scale: number, rotate: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate.toFixed(1)}) scale(${scale})"><ellipse cy="170" rx="130" ry="16" fill="#000" opacity="0.12"/>${body(picture.shape, fill, accent)}</g>`
  const tilt = (rng.next() - 0.5) * 12
  const scene =
    picture.index === 3
      ? item(200, 270, 0.72, -8) + item(400, 280, 0.72, 6)
      : picture.index === 2
        ? item(300, 290, 1.25, tilt)
        : picture.index === 4
          ? item(330, 330, 1.7, tilt * 2)
          : item(300, 260, 1, tilt / 2)
  const brand = escapeXml(shorten(picture.brand.toUpperCase(), 22))
  const title = escapeXml(shorten(picture.title, 34))
  const market = escapeXml(picture.marketName)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><defs>${pattern(seed >>> 3, ink, (seed >>> 7) % 180, 28 + ((seed >>> 11) % 36))}<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs><rect width="600" height="600" fill="${backdrop}"/><rect width="600" height="600" fill="url(#p)" opacity="0.35"/>${scene}<rect x="24" y="24" width="${24 + market.length * 9}" height="30" rx="15" fill="${picture.marketColour}"/><text x="${36}" y="45" font-family="${LATIN_FONTS}" font-size="15" font-weight="700" fill="#fff">${market}</text><rect x="40" y="488" width="520" height="84" rx="14" fill="#fff" opacity="0.93"/><text x="300" y="522" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="22" font-weight="700" letter-spacing="1.5" fill="${strong}">${brand}</text><text x="300" y="554" text-anchor="middle" font-family="${LATIN_FONTS}" font-size="17" fill="#44403c">${title}</text></svg>`
}

/** A seller's avatar: the first letter of their name on a colour of their id. */
export function sellerAvatarSvg(market: string, id: string, name: string): string {
  const seed = hashOf(`${market}:${id}`)
  const hue = seed % 360
  const letter = escapeXml([...name.trim()][0] ?? '?')
  const ring = css([hue + 40, 70, 80])
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img"><rect width="96" height="96" rx="48" fill="${css([hue, 60, 46])}"/><circle cx="${20 + (seed % 56)}" cy="${20 + ((seed >>> 8) % 56)}" r="${18 + ((seed >>> 16) % 14)}" fill="${ring}" opacity="0.45"/><text x="48" y="62" text-anchor="middle" font-family="'Noto Sans JP', 'Hiragino Sans', 'Noto Sans CJK JP', ${LATIN_FONTS}" font-size="40" font-weight="700" fill="#fff">${letter}</text></svg>`
}
