import { type Lang, MARKET_IDS, shopEntry, shopName } from '@kaimono/contracts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'

type MarketId = (typeof MARKET_IDS)[number]

/** Where the menu leads: each market's category page; Ecoring has a section of its own (§2). */
export const marketMenuHref = (id: MarketId) =>
  id === 'ecoring' ? '/other-market/ecoring' : `/other-market/${id}`

/** The market a page belongs to: its category page, home, list or product. */
export function currentMarket(pathname: string): MarketId | null {
  const match = /^\/other-market\/(?:products\/|home\/)?([^/]+)/.exec(pathname)
  return MARKET_IDS.find((id) => id === match?.[1]) ?? null
}

const LINK =
  'flex items-center gap-2 whitespace-nowrap rounded-full py-1.5 text-sm text-stone-700 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:text-stone-900'

/** The markets' links: with their colour on phones, in one tight row on wide screens. */
function MarketLinks({
  lang,
  current,
  row,
}: {
  lang: Lang
  current: MarketId | null
  row?: boolean
}) {
  return (
    <ul
      className={
        row
          ? 'mx-auto hidden max-w-6xl justify-between px-2.5 py-1 xl:flex'
          : 'grid grid-cols-2 gap-1 pb-3 sm:grid-cols-3 md:grid-cols-4'
      }
    >
      {MARKET_IDS.map((id) => (
        <li key={id}>
          <Link
            to={marketMenuHref(id)}
            aria-current={id === current ? 'page' : undefined}
            className={`${LINK} ${row ? 'px-1.5' : 'px-3'}`}
          >
            {row ? null : (
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: shopEntry(id).color }}
              />
            )}
            {shopName(id, lang)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * §2 header's market menu: every market and auction of the registry, each leading to its
 * category page. Wide screens (1280 px and more: twelve names fit) show them in a row under the
 * header; narrower ones in a menu that opens under the search (a <details>, so it works without
 * JavaScript) and closes on the way to a market.
 */
export function MarketMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const location = useLocation()
  const menu = useRef<HTMLDetailsElement>(null)
  const current = currentMarket(location.pathname)

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location.key])

  return (
    <nav aria-label={t('markets.menu.label')} className="border-t border-stone-100">
      <details ref={menu} className="group mx-auto max-w-6xl px-4 xl:hidden">
        <summary className="flex w-fit cursor-pointer list-none items-center gap-1.5 rounded-full py-1.5 text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          {t('markets.menu.open')}
          <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <MarketLinks lang={lang} current={current} />
      </details>
      <MarketLinks lang={lang} current={current} row />
    </nav>
  )
}
