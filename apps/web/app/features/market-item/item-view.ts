import { type Lang, type MarketItem, marketItemName } from '@kaimono/contracts'

/** A badge: the market's code and the words a shopper reads. */
export type Badge = { code: string; label: string }

/** §2 an item's condition, delivery and sale-status badges. */
export type ItemBadges = { condition: Badge[]; delivery: Badge[]; sale: Badge[] }

/** What a market page shows when its market does not answer (§7: a 503 naming it). */
export type MarketDown = { market: string; message: string }

/**
 * An item's name in the reader's language (the market's own, Japanese, where it has no
 * translation), and the Japanese original when that differs: a shopper who asks the seller a
 * question or looks the item up at the market needs the seller's words.
 */
export function itemName(
  item: Pick<MarketItem, 'name' | 'names'>,
  lang: Lang,
): { name: string; original: string | null } {
  const name = marketItemName(item, lang)
  return { name, original: name === item.name ? null : item.name }
}

/**
 * The price a card or the page shows in large: the item's, except for a Yahoo! Auctions item
 * still at 0 (no bid yet), which shows its quick-decision price (§5).
 */
export function shownPrice(
  item: Pick<MarketItem, 'price' | 'quick_decision_price'>,
  auction: boolean,
): { amount: number; quickDecision: boolean } {
  if (auction && item.price === 0 && item.quick_decision_price !== null) {
    return { amount: item.quick_decision_price, quickDecision: true }
  }
  return { amount: item.price, quickDecision: false }
}

export type TimeUnit = 'days' | 'hours' | 'minutes' | 'seconds'
export type TimeLeft = { unit: TimeUnit; count: number } | 'ended'

const UNITS: [TimeUnit, number][] = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
]

/**
 * §4 auction countdown: 'ended' when the end time has come, else the time left in its largest
 * whole unit (2 days, 5 hours …). Both in epoch seconds.
 */
export function timeLeft(endTime: number, now: number): TimeLeft {
  const left = Math.floor(endTime - now)
  if (left <= 0) return 'ended'
  for (const [unit, seconds] of UNITS) {
    if (left >= seconds) return { unit, count: Math.floor(left / seconds) }
  }
  return { unit: 'seconds', count: left }
}

/** A meta description: the item's words on one line, cut at a word near 160 characters. */
export function describe(text: string | null, fallback: string, max = 160): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!line) return fallback
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/** Characters of Latin text on a line of a description on a phone; a CJK character is two. */
const PHONE_LINE_WIDTH = 44
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/**
 * How many lines a description's text takes on a phone: its own lines, each wrapped at the width
 * of a phone's column (Japanese characters are twice as wide as Latin ones).
 */
export function phoneLines(text: string | null): number {
  if (!text) return 0
  return text.split('\n').reduce((lines, line) => {
    let width = 0
    for (const char of line) width += WIDE.test(char) ? 2 : 1
    return lines + Math.max(1, Math.ceil(width / PHONE_LINE_WIDTH))
  }, 0)
}

/** Where HTML breaks its text into lines. */
const BREAKS = /<(?:br|\/p|\/li|\/tr|\/h\d|\/div)\b[^>]*>/gi

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

/** An item's description as text: its own, or its (sanitised) HTML's words, line by line. */
export function descriptionText(
  item: Pick<MarketItem, 'description_text' | 'description_html'>,
): string {
  return (
    item.description_text ||
    (item.description_html ?? '')
      .replace(BREAKS, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** The phone lines of an item's description: its text, or the text of its HTML. */
export function descriptionLines(
  item: Pick<MarketItem, 'description_text' | 'description_html'>,
): number {
  return phoneLines(descriptionText(item))
}

/** How the reader asked to see an item's name: `?name=original` or `?name=translated`. */
export type NameChoice = 'original' | 'translated' | null

export const nameChoice = (value: string | null): NameChoice =>
  value === 'original' || value === 'translated' ? value : null

/** What a name toggle's link says. */
export type NameToggleLabel = 'showOriginal' | 'showTranslation' | 'name'

export type NameView = {
  /** The name in the page's heading. */
  shown: string
  /** The seller's Japanese, under a translated name. */
  original: string | null
  /** The link to the other way of reading the name (`name`: the choice it asks for). */
  toggle: { name: NameChoice; label: NameToggleLabel } | null
  /** A translation was asked for and could not be had: the original is shown (§8). */
  failed: boolean
}

/**
 * §2 the name with its translate toggle. The market's own translation (the mirror's) is shown
 * first, the original a click away; an item named in Japanese only is shown as written, and its
 * toggle asks for a machine translation (`machine`: the translated name, or null when it failed).
 * A Japanese reader reads the seller's words and needs no toggle.
 */
export function nameView(
  item: Pick<MarketItem, 'name' | 'names'>,
  lang: Lang,
  choice: NameChoice,
  machine?: string | null,
): NameView {
  const plain: NameView = { shown: item.name, original: null, toggle: null, failed: false }
  if (lang === 'ja') return plain
  const own = item.names?.[lang]?.trim()
  const hasOwn = Boolean(own) && own !== item.name
  if (choice === 'original') {
    return {
      ...plain,
      toggle: hasOwn
        ? { name: null, label: 'showTranslation' }
        : { name: 'translated', label: 'name' },
    }
  }
  if (hasOwn && own) {
    return {
      ...plain,
      shown: own,
      original: item.name,
      toggle: { name: 'original', label: 'showOriginal' },
    }
  }
  if (choice === 'translated') {
    return machine
      ? {
          ...plain,
          shown: machine,
          original: item.name,
          toggle: { name: 'original', label: 'showOriginal' },
        }
      : { ...plain, failed: true }
  }
  return { ...plain, toggle: { name: 'translated', label: 'name' } }
}
