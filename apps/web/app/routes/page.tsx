import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/page'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches)

/** A screen of §2 that a later issue builds: its title and heading until then. */
export default function Page() {
  const { t } = useTranslation()
  const id = useMatches().at(-1)?.id ?? ''
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10">
      <PageTitle>{t(`routes.${id}`)}</PageTitle>
      <p className="mt-3 text-stone-600">{t('page.comingSoon')}</p>
    </main>
  )
}
