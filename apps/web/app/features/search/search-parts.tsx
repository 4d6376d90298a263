import { type Lang, SHOPS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import type { SearchShop } from './search-shops.ts'

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
