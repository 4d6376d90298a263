import { ECORING_PAGE_SIZE, type Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { ProductCardSkeleton } from '#app/features/catalog/product-card-skeleton.tsx'
import { EcoringCard } from './ecoring-card.tsx'
import type { EcoringCard as Card } from './ecoring-card-data.ts'
import {
  type EcoringListState,
  type EcoringListTab,
  ecoringListHref,
  isEcoringListPath,
} from './ecoring-query.ts'

/** §9: 15 skeletons while an Ecoring list loads: a page's worth. */
export const ECORING_SKELETONS = ECORING_PAGE_SIZE

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5'

type EcoringResultsProps = {
  tab: EcoringListTab
  state: EcoringListState
  cards: Card[]
  /** §3: the list's `pagination.total`, which is its last page. */
  lastPage: number
  rate: string
  lang: Lang
  now: number
}

/**
 * A tab's lots and their pages: skeletons while another page, category or tab loads; a way back
 * to every category (or to the other tab) when there are none.
 */
export function EcoringResults({
  tab,
  state,
  cards,
  lastPage,
  rate,
  lang,
  now,
}: EcoringResultsProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && isEcoringListPath(navigation.location.pathname)
  const narrowed = state.category !== null || state.page > 1
  const other: EcoringListTab = tab === 'preview' ? 'timelimit' : 'preview'
  return (
    <section aria-label={t('ecoring.list.results')} aria-busy={loading || undefined}>
      {loading ? (
        <ul className={GRID}>
          {Array.from({ length: ECORING_SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <EmptyState
          message={t(`ecoring.list.empty.${tab}`)}
          to={ecoringListHref(narrowed ? tab : other, { category: null, page: 1 })}
          action={narrowed ? t('ecoring.list.allCategories') : t(`ecoring.list.see.${other}`)}
        />
      ) : (
        <ul className={GRID}>
          {cards.map((card) => (
            <li key={card.id}>
              <EcoringCard card={card} rate={rate} lang={lang} now={now} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pagination
          current={state.page}
          last={lastPage}
          label={t('ecoring.list.pages')}
          hrefFor={(page) => ecoringListHref(tab, { ...state, page })}
        />
      </div>
    </section>
  )
}
