import type { Paged, Ticket } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { formatDateTime } from '#app/lib/format.ts'
import { ticketsHref } from './support-rules.ts'
import { TicketStatusBadge } from './ticket-status.tsx'

/** "Your requests": the customer's tickets, the latest change first, each leading to its page. */
export function TicketList({ tickets }: { tickets: Paged<Ticket> }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="support-tickets" className="space-y-3">
      <h2 id="support-tickets" className="text-lg font-semibold">
        {t('support.list.title')}
      </h2>
      {tickets.data.length === 0 ? (
        <Panel flat className="p-6 text-center text-sm text-stone-700">
          {t('support.list.empty')}
        </Panel>
      ) : (
        <ul className="space-y-3">
          {tickets.data.map((ticket) => (
            <Panel as="li" key={ticket.id} className="relative p-4 hover:ring-brand-300">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <TicketStatusBadge status={ticket.status} />
                <span className="text-xs text-stone-600">
                  {t('support.list.number', { id: ticket.id })}
                </span>
              </div>
              <h3 className="mt-2 font-semibold break-words text-stone-900">
                {/* The whole card is the link's target; the title names it. */}
                <Link
                  to={`/customer/support/${ticket.id}`}
                  className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {ticket.title}
                </Link>
              </h3>
              <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-stone-600">
                <span>{t('support.list.sent', { date: formatDateTime(ticket.created_at) })}</span>
                <span>
                  {t('support.list.updated', { date: formatDateTime(ticket.updated_at) })}
                </span>
              </p>
            </Panel>
          ))}
        </ul>
      )}
      <Pagination
        current={tickets.current_page}
        last={tickets.last_page}
        hrefFor={ticketsHref}
        label={t('support.list.pages')}
        preventScrollReset
      />
    </section>
  )
}
