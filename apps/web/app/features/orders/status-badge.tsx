import { type OrderStatusId, orderStatusTone } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

// §4 badge colours, each dark enough on its tint for AA contrast.
const TONE_CLASSES = {
  primary: 'bg-brand-100 text-brand-900 ring-brand-200',
  info: 'bg-sky-100 text-sky-900 ring-sky-200',
  secondary: 'bg-stone-100 text-stone-800 ring-stone-200',
  success: 'bg-green-100 text-green-900 ring-green-200',
  danger: 'bg-red-100 text-red-900 ring-red-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-200',
} as const

export function OrderStatusBadge({ status }: { status: OrderStatusId }) {
  const { t } = useTranslation()
  return (
    <span
      data-tone={orderStatusTone(status)}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[orderStatusTone(status)]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  )
}

const SHIPMENT_PATHS = {
  air: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z',
  sea: 'M4 15.5 2.5 11H12V4h2l4 7h3.5l-2 4.5A5 5 0 0 1 16 19a4 4 0 0 1-4-1.5A4 4 0 0 1 8 19a5 5 0 0 1-4-3.5zM2 21c1.4 0 2.6-.5 3.5-1.2a5.3 5.3 0 0 0 6.5 0 5.3 5.3 0 0 0 6.5 0c.9.7 2.1 1.2 3.5 1.2v1.5c-1.3 0-2.5-.4-3.5-1a6.8 6.8 0 0 1-6.5 0 6.8 6.8 0 0 1-6.5 0c-1 .6-2.2 1-3.5 1z',
} as const
const ICON = 'size-5 shrink-0 text-stone-600'

/** §2 the order's shipment icon: a plane for air, a ship for sea; named unless beside its name. */
export function ShipmentIcon({ method, label }: { method: 'air' | 'sea'; label?: string }) {
  if (!label) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} fill="currentColor">
        <path d={SHIPMENT_PATHS[method]} />
      </svg>
    )
  }
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className={ICON} fill="currentColor">
      <title>{label}</title>
      <path d={SHIPMENT_PATHS[method]} />
    </svg>
  )
}
