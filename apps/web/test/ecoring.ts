import type { EcoringItem } from '@kaimono/contracts'

/** When the Ecoring fixtures' lots are read (epoch seconds). */
export const ECORING_NOW = 1_800_000_000

/** An open Ecoring lot as the API answers it in English (§3), with `over` changed. */
export function ecoringItem(over: Partial<EcoringItem> = {}): EcoringItem {
  return {
    id: 2_078_600,
    name: 'Louis Vuitton Speedy 30 Monogram handbag',
    image_uri: '/media/ecoring/2078600/1.svg',
    brand: { name: 'LOUIS VUITTON' },
    rank: 'SA',
    price: 82_000,
    note: 'Comes with: dust bag only',
    end_time: ECORING_NOW + 3 * 3_600,
    start_time: ECORING_NOW - 86_400,
    categories: [{ id: 1, name: 'Bags' }],
    bid_step_unit: [1_000, 5_000, 10_000],
    description_html: '<p>Authenticated by Ecoring&#39;s appraisers.</p>',
    description_text: "Authenticated by Ecoring's appraisers.",
    image_list: [1, 2, 3].map((n) => `/media/ecoring/2078600/${n}.svg`),
    state: 'open',
    bid_count: 0,
    ...over,
  }
}
