import { type BrowsableMarket, type Lang, MARKET_FILTERS } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { CheckboxGroup } from '#app/features/catalog/filter-groups.tsx'
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

/**
 * Wide screens: the filters beside the results. A GET form, so the list filters without
 * JavaScript too (Apply); the category and the words travel along as hidden fields.
 */
export function MarketFilterAside(props: FiltersProps) {
  const { t } = useTranslation()
  const { state } = props
  return (
    <aside aria-label={t('catalog.filters.title')} className="hidden lg:block">
      <Form id={MARKET_LIST_FORM} method="get" preventScrollReset>
        {state.category ? <input type="hidden" name="category_id" value={state.category} /> : null}
        {state.search ? <input type="hidden" name="search" value={state.search} /> : null}
        <MarketFilterGroups {...props} />
        <noscript>
          <button
            type="submit"
            className="mt-4 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white"
          >
            {t('catalog.filters.apply')}
          </button>
        </noscript>
      </Form>
    </aside>
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
    <Dialog open={open} onClose={onClose} title={t('catalog.filters.title')} placement="drawer">
      <MarketFilterGroups {...filters} />
      <button
        type="button"
        onClick={onClose}
        className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('markets.list.showResults')}
      </button>
    </Dialog>
  )
}
