import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ComingSoonPicture } from '#app/features/ecoring/coming-soon-picture.tsx'
import { ecoringListHref } from '#app/features/ecoring/ecoring-query.ts'
import { ecoringMessages } from '#app/i18n/bundles/ecoring.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/ecoring-realtime'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'ecoring-realtime')

/** §2 Ecoring section, Realtime auction: not offered yet, a coming-soon picture (§9). */
export default function EcoringRealtimePage() {
  useBundle(ecoringMessages)
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('routes.ecoring-realtime')}</PageTitle>
      <div className="mx-auto mt-8 flex max-w-xl flex-col items-center text-center">
        <ComingSoonPicture label={t('ecoring.realtime.picture')} className="w-56 sm:w-72" />
        <h2 className="mt-6 text-xl font-semibold">{t('ecoring.realtime.title')}</h2>
        <p className="mt-2 text-stone-700">{t('ecoring.realtime.body')}</p>
        <Link
          to={ecoringListHref('timelimit', { category: null, page: 1 })}
          className="mt-6 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('ecoring.realtime.meanwhile')}
        </Link>
      </div>
    </main>
  )
}
