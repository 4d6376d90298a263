import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Conversation } from '#app/features/support/conversation.tsx'
import { ReplyForm } from '#app/features/support/reply-form.tsx'
import { replyAction } from '#app/features/support/support-action.server.ts'
import { loadTicket } from '#app/features/support/support-page.server.ts'
import { TicketRequest } from '#app/features/support/ticket-request.tsx'
import { TicketStatusBadge } from '#app/features/support/ticket-status.tsx'
import { supportMessages } from '#app/i18n/bundles/support.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/support-ticket'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'customer-support-ticket')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTicket(request, context, params.id)
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return replyAction(request, context, params.id)
}

/** One support request: what was asked, its pictures, the conversation and a reply (issue 21). */
export default function SupportTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(supportMessages)
  const { t } = useTranslation()
  const { ticket } = loaderData
  return (
    <main id="main" className="space-y-6">
      <div>
        <Link
          to="/customer/support"
          className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          ← {t('support.ticket.back')}
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <TicketStatusBadge status={ticket.status} />
          <span className="text-sm text-stone-600">
            {t('support.list.number', { id: ticket.id })}
          </span>
        </div>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words">{ticket.title}</h1>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-600">
          <span>{t('support.list.sent', { date: formatDateTime(ticket.created_at) })}</span>
          <span>{t('support.list.updated', { date: formatDateTime(ticket.updated_at) })}</span>
        </p>
      </div>
      <TicketRequest ticket={ticket} />
      <Conversation messages={ticket.messages ?? []} />
      <ReplyForm closed={ticket.status === 'closed'} posted={actionData} />
    </main>
  )
}
