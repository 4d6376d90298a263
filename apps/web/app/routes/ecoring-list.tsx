import { useTranslation } from 'react-i18next'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { CategoryTags } from '#app/features/ecoring/category-tags.tsx'
import { loadEcoringList } from '#app/features/ecoring/ecoring-pages.server.ts'
import { EcoringResults } from '#app/features/ecoring/ecoring-results.tsx'
import { ecoringMessages } from '#app/i18n/bundles/ecoring.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/ecoring-list'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches)

/**
 * One module for both lists (routes `ecoring-preview` and `ecoring-timelimit`), told apart by
 * their path: `url` is the page's (a client navigation's request is for `….data`).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const timelimit = /\/timelimit\/?$/.test(url.pathname)
  return loadEcoringList(request, context, timelimit ? 'timelimit' : 'preview')
}

/**
 * §2 Ecoring section, Preview products and Time limit auction: the category tags, the lots'
 * cards, their pages. Everything is in the query (`?category_id=3&page=2`): a list can be shared
 * and works without JavaScript.
 */
export default function EcoringListPage({ loaderData }: Route.ComponentProps) {
  useBundle(ecoringMessages)
  const { t } = useTranslation()
  const { rate, lang } = useRootData()
  const { tab, state, categories, cards, lastPage, now } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t(`routes.ecoring-${tab}`)}</PageTitle>
      <p className="mt-2 text-sm text-stone-600">{t(`ecoring.list.intro.${tab}`)}</p>
      <div className="mt-5">
        <CategoryTags tab={tab} state={state} categories={categories} />
      </div>
      <div className="mt-6">
        <EcoringResults
          tab={tab}
          state={state}
          cards={cards}
          lastPage={lastPage}
          rate={rate}
          lang={lang}
          now={now}
        />
      </div>
    </main>
  )
}
