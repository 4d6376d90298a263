import { type BrowsableMarket, shopEntry } from '@kaimono/contracts'

/** The relative luminance of an sRGB colour written #rrggbb (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const WHITE = '#ffffff'
/** stone-900, the site's text colour. */
const INK = '#1c1917'

/** The text colour that reads better on a colour: white on Mercari's red, ink on Amazon's orange. */
export const inkOn = (background: string) =>
  contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK

/** WCAG AA for text under 18.66 px bold. */
const AA = 4.5

const hex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/**
 * A market's colour as a background for words (its logo, a category's initial): the colour
 * itself when white or ink reads on it at AA, else the colour darkened in steps of a tenth until
 * white does (Yahoo!'s #ff0033 reads at 4.4:1 at best).
 */
export function readableOn(color: string): { background: string; ink: string } {
  const channels = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16))
  for (let step = 0; step <= 10; step++) {
    const background = hex(channels.map((c) => c * (1 - step / 10)))
    const ink = inkOn(background)
    if (contrast(ink, background) >= AA) return { background, ink }
  }
  return { background: INK, ink: WHITE }
}

/** A market's colours and logo from the registry (§3 shop list entry), for its banner and logo. */
export type MarketLook = {
  id: BrowsableMarket
  color: string
  tint: string
  /** The colour darkened where needed for words on it, and their colour. */
  background: string
  ink: string
  logo: string | null
}

export function marketLook(market: BrowsableMarket): MarketLook {
  const entry = shopEntry(market)
  return {
    id: market,
    color: entry.color,
    tint: entry.tint,
    ...readableOn(entry.color),
    logo: entry.logo,
  }
}
