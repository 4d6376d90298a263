import type { TicketStatus } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

// Each colour dark enough on its tint for AA contrast: waiting on us, answered, done.
const TONES: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 ring-amber-200',
  answered: 'bg-green-100 text-green-900 ring-green-200',
  closed: 'bg-stone-100 text-stone-800 ring-stone-200',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {t(`support.status.${status}`)}
    </span>
  )
}
