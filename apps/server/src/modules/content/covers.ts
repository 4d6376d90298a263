import { createHash } from 'node:crypto'
import { COVER_HEIGHT, COVER_WIDTH } from '@kaimono/contracts'
import { etagOf, pngOf } from '../markets/index.ts'

/**
 * Issue 21: a post's cover, drawn here rather than fetched from anywhere: the main category's
 * colour and picture, with shapes placed by the post's slug so no two covers look alike. No
 * words, so every machine draws it the same, at COVER_WIDTH × COVER_HEIGHT.
 */

type Look = { from: string; to: string; icon: string }

const WHITE = 'fill="#fff" fill-opacity="0.92"'
const LINE =
  'fill="none" stroke="#fff" stroke-opacity="0.92" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"'

/** One look per category slug of the seed; an unknown category gets the last. */
const LOOKS: Record<string, Look> = {
  ordering: {
    from: '#f97316',
    to: '#be123c',
    // A shopping bag.
    icon: `<path ${WHITE} d="M-120 -60h240l-20 200h-200z"/><path ${LINE} d="M-60 -60v-30a60 60 0 0 1 120 0v30"/>`,
  },
  shipping: {
    from: '#0ea5e9',
    to: '#1e3a8a',
    // An aeroplane over a wave.
    icon: `<path ${WHITE} d="M-170 10l120-20 60-110h40l-30 100 110-18 30-40h30l-15 60 15 60h-30l-30-40-110-18 30 100h-40l-60-110-120-20z"/><path ${LINE} d="M-170 150q42-30 85 0t85 0t85 0t85 0"/>`,
  },
  customs: {
    from: '#14b8a6',
    to: '#065f46',
    // A shield with a tick.
    icon: `<path ${WHITE} d="M0 -150l130 50v80c0 90-60 150-130 180c-70-30-130-90-130-180v-80z"/><path fill="none" stroke="#065f46" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" d="M-55 10l40 40l75-85"/>`,
  },
  payment: {
    from: '#22c55e',
    to: '#166534',
    // A bank card.
    icon: `<rect ${WHITE} x="-170" y="-105" width="340" height="210" rx="26"/><rect fill="#166534" x="-170" y="-55" width="340" height="40"/><rect fill="#facc15" x="-130" y="25" width="70" height="50" rx="8"/>`,
  },
  auctions: {
    from: '#a855f7',
    to: '#581c87',
    // A gavel and its block.
    icon: `<g transform="rotate(-35)"><rect ${WHITE} x="-110" y="-75" width="190" height="80" rx="16"/><rect ${WHITE} x="-30" y="5" width="30" height="170" rx="10"/></g><rect ${WHITE} x="-40" y="120" width="200" height="40" rx="10"/>`,
  },
  tips: {
    from: '#eab308',
    to: '#b45309',
    // A light bulb.
    icon: `<circle ${WHITE} cx="0" cy="-40" r="105"/><rect ${WHITE} x="-50" y="70" width="100" height="55" rx="10"/><rect ${WHITE} x="-35" y="135" width="70" height="25" rx="8"/>`,
  },
  news: {
    from: '#f43f5e',
    to: '#7f1d1d',
    // A newspaper.
    icon: `<rect ${WHITE} x="-160" y="-120" width="320" height="240" rx="18"/><g fill="#7f1d1d"><rect x="-125" y="-85" width="250" height="40" rx="6"/><rect x="-125" y="-20" width="110" height="100" rx="6"/><rect x="10" y="-20" width="115" height="18" rx="5"/><rect x="10" y="20" width="115" height="18" rx="5"/><rect x="10" y="60" width="80" height="18" rx="5"/></g>`,
  },
}

const FALLBACK: Look = LOOKS.news as Look

/** A post's cover: its main category's look, its own shapes. */
export function coverSvg(slug: string, category: string | undefined): string {
  const look = (category && LOOKS[category]) || FALLBACK
  const seed = createHash('sha256').update(slug).digest()
  const byte = (i: number) => seed[i % seed.length] ?? 0
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round((byte(i * 3) / 255) * COVER_WIDTH)
    const y = Math.round((byte(i * 3 + 1) / 255) * COVER_HEIGHT)
    const r = 40 + Math.round((byte(i * 3 + 2) / 255) * 160)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.05 + (byte(i + 20) % 8) / 100).toFixed(2)}"/>`
  }).join('')
  const tilt = (byte(30) % 21) - 10
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>`,
    circles,
    `<g transform="translate(${COVER_WIDTH / 2} ${COVER_HEIGHT / 2 + 10}) rotate(${tilt}) scale(1.25)">${look.icon}</g>`,
    '</svg>',
  ].join('')
}

export type CoverFile = { etag: string; type: string; body: () => Promise<string | Buffer> }

/** The cover as SVG (pages) or PNG (link previews, which take no SVG), drawn as market pictures are. */
export function coverFile(
  slug: string,
  category: string | undefined,
  format: 'svg' | 'png',
): CoverFile {
  const svg = coverSvg(slug, category)
  if (format === 'svg') {
    return {
      etag: etagOf('cover-svg', svg),
      type: 'image/svg+xml; charset=utf-8',
      body: async () => svg,
    }
  }
  const { etag, png } = pngOf(svg, COVER_WIDTH)
  return { etag, type: 'image/png', body: png }
}
