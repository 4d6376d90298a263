import { useTranslation } from 'react-i18next'
import { NewTicketForm } from '#app/features/support/new-ticket-form.tsx'
import { createTicketAction } from '#app/features/support/support-action.server.ts'
import { SupportNotes } from '#app/features/support/support-notes.tsx'
import { loadSupportPage } from '#app/features/support/support-page.server.ts'
import { TicketList } from '#app/features/support/ticket-list.tsx'
import { supportMessages } from '#app/i18n/bundles/support.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/support'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-support')

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSupportPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return createTicketAction(request, context)
}

/** §2 Support form with its notes, then the customer's requests (issue 21). */
export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(supportMessages)
  const { t } = useTranslation()
  const { tickets, profile } = loaderData
  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-support')}</h1>
        <p className="mt-2 max-w-3xl text-stone-600">{t('support.intro')}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <NewTicketForm profile={profile} posted={actionData} />
        <SupportNotes />
      </div>
      <TicketList tickets={tickets} />
    </main>
  )
}
