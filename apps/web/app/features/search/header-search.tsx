import type { Lang } from '@kaimono/contracts'
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useLocation, useNavigate, useParams } from 'react-router'
import { ShopSelect } from './search-parts.tsx'
import { type SearchShop, searchPath, shopFromPath, suggestionScope } from './search-shops.ts'
import { useProductSuggestions } from './use-product-suggestions.ts'

// Chunks of their own, loaded when the box is first used (the page's first JavaScript is kept
// small: docs/performance.md).
const recentSearches = () => import('./recent-searches.tsx')
const RecentSearches = lazy(recentSearches)
const SuggestionOptions = lazy(() => import('./suggestion-options.tsx'))

/**
 * §2/§4 header search: a shop selector pre-selected from the path, and a combobox that suggests
 * our products, then the markets' items, 300 ms after the typing stops. Enter opens the chosen shop's listing with the
 * words, or the highlighted suggestion; a pasted link goes there too, and the listing's loader
 * opens the link's item instead (link-search.ts). Below 1024 px it takes a row of its own; the submit
 * button is an icon below 1280 px, so the words keep the room.
 */
export function HeaderSearch({ rate, lang }: { rate: string; lang: Lang }) {
  const { t } = useTranslation()
  const location = useLocation()
  const params = useParams()
  const navigate = useNavigate()
  const ids = useId()
  const listboxId = `${ids}-suggestions`
  const optionId = (index: number) => `${ids}-option-${index}`

  const preselected = shopFromPath(location.pathname, params.shopId)
  const [chosen, setChosen] = useState({ key: location.key, shop: preselected })
  const shop = chosen.key === location.key ? chosen.shop : preselected
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('search') ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [seenKey, setSeenKey] = useState(location.key)
  // The recent searches are the browser's: shown once the box has been focused (the server and
  // the first render know none).
  const [focused, setFocused] = useState(false)
  const { suggestions, request } = useProductSuggestions(lang)

  // A navigation closes the suggestions and shows the words of the page it opened.
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    setQuery(new URLSearchParams(location.search).get('search') ?? '')
    setOpen(false)
    setActive(-1)
  }

  const ownShop = suggestionScope(shop)
  const typed = query.trim() !== ''
  const options = open && typed && ownShop ? suggestions.products : []
  const expanded = options.length > 0 && suggestions.status !== 'empty'
  const emptyFlag = open && typed && ownShop !== null && suggestions.status === 'empty'

  const changeQuery = (value: string) => {
    setQuery(value)
    setOpen(true)
    setActive(-1)
    // A pasted link is opened, not searched for (the listings' loaders send it to its item):
    // nothing to suggest.
    request(value.includes('://') ? '' : value, ownShop)
  }
  const changeShop = (value: SearchShop) => {
    setChosen({ key: location.key, shop: value })
    setActive(-1)
    request(query, suggestionScope(value))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = expanded ? options.length : 0
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) =>
        current < 0 && step < 0 ? count - 1 : (current + step + count) % count,
      )
    } else if (event.key === 'Escape') {
      if (open && (expanded || emptyFlag)) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
        request('', ownShop)
      }
    }
  }

  const status = emptyFlag
    ? t('catalog.empty')
    : expanded
      ? t('search.suggestionCount', { count: options.length })
      : ''

  return (
    <Form
      method="get"
      action={searchPath(shop)}
      role="search"
      className="relative order-last flex w-full min-w-0 lg:order-none lg:w-auto lg:flex-1"
      onSubmit={(event) => {
        const picked = expanded && active >= 0 ? options[active] : undefined
        // What the box holds, typed or pasted before the page came alive included.
        const words = String(new FormData(event.currentTarget).get('search') ?? query)
        setOpen(false)
        setActive(-1)
        void recentSearches().then((recent) => recent.rememberSearch(words))
        if (picked) {
          event.preventDefault()
          navigate(picked.href)
        } else if (words.trim() === '') {
          // An empty search opens the shop's listing as it is.
          event.preventDefault()
          navigate(searchPath(shop))
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false)
          setActive(-1)
        }
      }}
    >
      <ShopSelect id={`${ids}-shop`} shop={shop} lang={lang} onChange={changeShop} />
      <label htmlFor={`${ids}-input`} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={`${ids}-input`}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => changeQuery(event.target.value)}
        onFocus={() => {
          setOpen(true)
          setFocused(true)
        }}
        onKeyDown={onKeyDown}
        placeholder={t('header.searchPlaceholder')}
        className="min-w-0 flex-1 border border-x-0 border-stone-300 bg-stone-50 px-3 py-2 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <button
        type="submit"
        className="flex items-center rounded-r-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 xl:px-5"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 xl:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" strokeLinecap="round" />
        </svg>
        <span className="sr-only xl:not-sr-only">{t('header.searchSubmit')}</span>
      </button>

      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {expanded && (
          <Suspense fallback={null}>
            <SuggestionOptions
              optionId={optionId}
              options={options}
              active={active}
              rate={rate}
              lang={lang}
              onActive={setActive}
              onPick={(product) => {
                setOpen(false)
                navigate(product.href)
              }}
            />
          </Suspense>
        )}
      </div>
      {focused && open && !typed && (
        <Suspense fallback={null}>
          <RecentSearches listing={searchPath(shop)} />
        </Suspense>
      )}
      {emptyFlag && (
        <p className="absolute inset-x-0 top-full z-40 mt-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-700 shadow-lg">
          {t('catalog.empty')}
        </p>
      )}
      {/* A live region without the status role: pages keep one status (the toasts). */}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </Form>
  )
}
