import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type EcoringListState, type EcoringListTab, ecoringListHref } from './ecoring-query.ts'

const TAG =
  'inline-block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
const ACTIVE = 'border-brand-600 bg-brand-600 font-semibold text-white'
const IDLE = 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700'

/**
 * §2 Ecoring section: the category tags, 'All' first, the one in force marked. Links, so they
 * work without JavaScript; a category starts again at page 1.
 */
export function CategoryTags({
  tab,
  state,
  categories,
}: {
  tab: EcoringListTab
  state: EcoringListState
  categories: { id: number; name: string }[]
}) {
  const { t } = useTranslation()
  const tags = [{ id: null, name: t('ecoring.list.all') }, ...categories]
  return (
    <nav aria-label={t('ecoring.list.categories')}>
      {/* Phones: one row that scrolls sideways, so the cards stay near the top. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {tags.map((tag) => {
          const active = tag.id === state.category
          return (
            <li key={tag.id ?? 'all'}>
              <Link
                to={ecoringListHref(tab, { category: tag.id, page: 1 })}
                aria-current={active ? 'page' : undefined}
                className={`${TAG} ${active ? ACTIVE : IDLE}`}
              >
                {tag.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
