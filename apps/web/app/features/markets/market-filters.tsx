import { type BrowsableMarket, type Lang, MARKET_FILTERS } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { CheckboxGroup } from '#app/features/catalog/filter-groups.tsx'
import { FilterAsideForm, FilterDrawerFrame } from '#app/features/catalog/listing-filters.tsx'
import type { MarketListState } from './market-query.ts'

/** The list's GET form, which the sort select belongs to as well. */
export const MARKET_LIST_FORM = 'market-list'

type FiltersProps = { market: BrowsableMarket; state: MarketListState; lang: Lang }

/** §4 the market's filters, each a single-choice group writing its own query parameter. */
function MarketFilterGroups({ market, state, lang }: FiltersProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      {MARKET_FILTERS[market].map((filter) => (
        <CheckboxGroup
          key={filter.key}
          param={filter.key}
          legend={t(`markets.filters.${filter.key}`)}
          options={filter.options.map((option) => ({
            value: option.value,
            label: option.label[lang],
          }))}
          selected={state.filters[filter.key] ?? null}
        />
      ))}
    </div>
  )
}

/** Wide screens: the filters beside the results; the category and the words go along. */
export function MarketFilterAside(props: FiltersProps) {
  const { state } = props
  return (
    <FilterAsideForm
      id={MARKET_LIST_FORM}
      hidden={{ category_id: state.category, search: state.search }}
    >
      <MarketFilterGroups {...props} />
    </FilterAsideForm>
  )
}

/** Phones and tablets: the same filters in a drawer. */
export function MarketFilterDrawer({
  open,
  onClose,
  ...filters
}: FiltersProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <FilterDrawerFrame
      open={open}
      onClose={onClose}
      title={t('catalog.filters.title')}
      done={t('markets.list.showResults')}
    >
      <MarketFilterGroups {...filters} />
    </FilterDrawerFrame>
  )
}
