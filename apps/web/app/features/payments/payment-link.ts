import type { TFunction } from 'i18next'

/** The query §2 gives the payment information page; anything else (tracking tags) stays. */
export const PARAMS = ['price', 'order_id'] as const
export type Param = (typeof PARAMS)[number]

const FIELD_LABELS: Record<Param, string> = {
  price: 'payment.amount',
  order_id: 'payment.orderNumber',
}

/** What the API refused in a payment link, one line per message, each named by its field. */
export const linkProblems = (t: TFunction, refused: Partial<Record<Param, string[]>>) =>
  PARAMS.flatMap((param) =>
    (refused[param] ?? []).map((message) => `${t(FIELD_LABELS[param])}: ${message}`),
  )
