import type { EcoringItem, EcoringState } from '@kaimono/contracts'
import { type TimeLeft, timeLeft } from '#app/features/market-item/item-view.ts'
import { type EcoringListTab, ecoringDetailHref } from './ecoring-query.ts'

/**
 * What an Ecoring card shows (§3 Ecoring item), in the reader's language: only this rides in a
 * list page's HTML, not each lot's whole record.
 */
export type EcoringCard = Pick<
  EcoringItem,
  'id' | 'name' | 'rank' | 'price' | 'bid_count' | 'start_time' | 'end_time' | 'state'
> & { brand: string; image: string; href: string }

export function ecoringCardOf(tab: EcoringListTab, item: EcoringItem): EcoringCard {
  return {
    id: item.id,
    name: item.name,
    brand: item.brand.name,
    rank: item.rank,
    image: item.image_uri,
    price: item.price,
    bid_count: item.bid_count,
    start_time: item.start_time,
    end_time: item.end_time,
    state: item.state,
    href: ecoringDetailHref(tab, item.id),
  }
}

/**
 * §4 a card's small badge at `now` (epoch seconds, when the list was read): a lot in preview
 * counts down to its start, an open one to its end (the largest unit), an ended one says so. The
 * state is the server's, read with the list.
 */
export function cardClock(
  lot: Pick<EcoringItem, 'state' | 'start_time' | 'end_time'>,
  now: number,
): { state: EcoringState; left: TimeLeft } {
  if (lot.state === 'preview') return { state: lot.state, left: timeLeft(lot.start_time, now) }
  return {
    state: lot.state,
    left: lot.state === 'open' ? timeLeft(lot.end_time, now) : 'ended',
  }
}

/** What a lot's price is: the start price before bidding, the current one, the final one. */
export const PRICE_LABEL = {
  preview: 'startPrice',
  open: 'currentPrice',
  ended: 'finalPrice',
} as const
