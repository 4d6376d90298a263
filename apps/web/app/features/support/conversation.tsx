import type { TicketMessage } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#app/lib/format.ts'
import { AttachmentGrid } from './attachment-grid.tsx'

/**
 * The replies, oldest first: staff's as the shop ("Kaimono", the name the API gives them), the
 * customer's as their own.
 */
export function Conversation({ messages }: { messages: TicketMessage[] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="ticket-conversation" className="space-y-3">
      <h2 id="ticket-conversation" className="text-lg font-semibold">
        {t('support.ticket.conversation')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-600">{t('support.ticket.noReplies')}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl p-4 ring-1 sm:max-w-[85%] ${
                message.from_staff
                  ? 'bg-brand-50 ring-brand-200'
                  : 'bg-white ring-stone-200 sm:ml-auto'
              }`}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-stone-600">
                <span className="text-sm font-semibold text-stone-900">
                  {message.from_staff ? message.author_name : t('support.ticket.you')}
                </span>
                <time dateTime={new Date(message.created_at * 1000).toISOString()}>
                  {formatDateTime(message.created_at)}
                </time>
              </p>
              <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800">
                {message.body}
              </p>
              <AttachmentGrid attachments={message.attachments} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
