import { type BrowsableMarket, type Lang, shopName } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { marketLook } from './market-look.ts'

/**
 * A market's logo: the registry's picture where it has one, else its name set in its colour
 * (the registry draws no logo for the markets yet). Decorative: a heading beside it names the
 * market.
 */
export function MarketLogo({
  market,
  lang,
  size = 'md',
}: {
  market: BrowsableMarket
  lang: Lang
  size?: 'md' | 'lg'
}) {
  const look = marketLook(market)
  const box =
    size === 'lg'
      ? 'h-14 min-w-14 max-w-28 px-2 text-sm sm:h-20 sm:min-w-20 sm:max-w-40 sm:px-4 sm:text-lg'
      : 'h-14 min-w-14 max-w-28 px-2 text-sm'
  if (look.logo) {
    return (
      <img
        src={look.logo}
        alt=""
        width={80}
        height={80}
        className={`${box} shrink-0 rounded-2xl bg-white object-contain p-1 shadow-sm`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-2xl text-center font-black leading-tight tracking-tight shadow-sm ring-2 ring-white/70`}
      style={{ backgroundColor: look.background, color: look.ink }}
    >
      {shopName(market, lang)}
    </span>
  )
}

/**
 * §2 market category page's banner: the market's colours (§3 color; the gradient ends in its
 * tint), its logo, its name as the page's heading and its description. The words sit on white,
 * so they read on every market's colours.
 */
export function MarketBanner({
  market,
  lang,
  description,
  children,
}: {
  market: BrowsableMarket
  lang: Lang
  description: string
  /** Links under the description (the market's home). */
  children?: ReactNode
}) {
  const look = marketLook(market)
  return (
    <div
      className="rounded-2xl p-4 sm:p-6"
      style={{ backgroundImage: `linear-gradient(135deg, ${look.color}, ${look.tint})` }}
    >
      <div className="flex items-center gap-4 rounded-xl bg-white/95 p-4 shadow-sm sm:p-5">
        <MarketLogo market={market} lang={lang} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {shopName(market, lang)}
          </h1>
          <p className="mt-1 text-stone-700">{description}</p>
          {children}
        </div>
      </div>
    </div>
  )
}
