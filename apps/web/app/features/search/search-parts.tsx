import { type Lang, SHOPS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatJpy } from '#app/lib/format.ts'
import type { SearchShop } from './search-shops.ts'
import type { useProductSuggestions } from './use-product-suggestions.ts'

type Suggestion = ReturnType<typeof useProductSuggestions>['suggestions']['products'][number]

/** §2 header search's shop selector: All, the own shops and auctions, then the other markets. */
export function ShopSelect({
  id,
  shop,
  lang,
  onChange,
}: {
  id: string
  shop: SearchShop
  lang: Lang
  onChange: (shop: SearchShop) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('search.shop')}
      </label>
      <select
        id={id}
        value={shop}
        onChange={(event) => onChange(event.target.value as SearchShop)}
        className="w-24 shrink-0 rounded-l-full border border-r-0 border-stone-300 bg-stone-100 py-2 pl-3 pr-1 text-sm text-stone-800 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:w-32 lg:w-28 xl:w-32"
      >
        <option value="all">{t('search.all')}</option>
        {SHOPS.filter((entry) => entry.kind !== 'market').map((entry) => (
          <option key={entry.id} value={entry.id}>
            {/* §2: the selector names Yahoo auctions just 'Auction'. */}
            {entry.id === 'yahoo-auction' ? t('search.auction') : shopName(entry.id, lang)}
          </option>
        ))}
        <optgroup label={t('search.otherMarkets')}>
          {SHOPS.filter((entry) => entry.kind === 'market').map((entry) => (
            <option key={entry.id} value={entry.id}>
              {shopName(entry.id, lang)}
            </option>
          ))}
        </optgroup>
      </select>
    </>
  )
}

/** The combobox's suggestions: a listbox whose options the input's arrow keys move through. */
export function SuggestionList({
  id,
  optionId,
  options,
  active,
  hidden,
  rate,
  lang,
  onActive,
  onPick,
}: {
  id: string
  optionId: (index: number) => string
  options: readonly Suggestion[]
  active: number
  hidden: boolean
  rate: string
  lang: Lang
  onActive: (index: number) => void
  onPick: (product: Suggestion) => void
}) {
  const { t } = useTranslation()
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
    >
      {options.map((product, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (arrows, Enter)
        <div
          key={product.href}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onActive(index)}
          onClick={() => onPick(product)}
        >
          <img
            src={product.image_url}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-md bg-stone-100"
          />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm text-stone-900">{product.name}</span>
            <span className="text-xs tabular-nums text-stone-600">
              <span className="font-semibold text-brand-700">
                {formatDisplayVnd(product.price, rate, lang)}
              </span>{' '}
              {formatJpy(product.price)}
            </span>
          </span>
        </div>
      ))}
    </div>
  )
}
