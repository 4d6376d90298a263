import { useTranslation } from 'react-i18next'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { contactAction } from '#app/features/contact/contact-action.server.ts'
import { ContactForm } from '#app/features/contact/contact-form.tsx'
import { ContactPlaces, ContactReach } from '#app/features/contact/contact-info.tsx'
import { supportMessages } from '#app/i18n/bundles/support.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'contact-us')

// The spec's form sends nothing (§2, §5: submit suppressed); ours opens a ticket for staff.
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context)
}

/** §2 Contact us: where we are, how to reach us, and a message for the team. */
export default function ContactUsPage({ actionData }: Route.ComponentProps) {
  useBundle(supportMessages)
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <PageTitle>{t('routes.contact-us')}</PageTitle>
        <p className="mt-3 max-w-3xl text-stone-600">{t('contact.intro')}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <ContactReach />
          <ContactPlaces />
        </div>
        <ContactForm result={actionData} />
      </div>
    </main>
  )
}
