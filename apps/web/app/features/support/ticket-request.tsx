import type { Ticket } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { AttachmentGrid } from './attachment-grid.tsx'
import { ticketContent } from './support-rules.ts'

/** What the customer wrote first: the content, the name and phone given, the pictures. */
export function TicketRequest({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation()
  return (
    <PanelSection id="ticket-request" title={t('support.ticket.request')} className="p-5 sm:p-6">
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800">
        {ticketContent(ticket)}
      </p>
      <p className="mt-3 text-xs text-stone-600">
        {t('support.ticket.contact')}: {ticket.name}
        {ticket.phone ? ` · ${ticket.phone}` : ''}
      </p>
      {ticket.attachments?.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-stone-800">
            {t('support.ticket.pictures')}
          </h3>
          <AttachmentGrid attachments={ticket.attachments} />
        </>
      ) : null}
    </PanelSection>
  )
}
