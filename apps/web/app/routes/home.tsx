import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pageTitle } from '../lib/meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home')

const SERVICES = [
  {
    key: 'fastShipping',
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM7 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  {
    key: 'support',
    icon: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13h4v6H6a2 2 0 0 1-2-2z',
  },
  { key: 'onlinePayment', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
] as const

/** §2 Home: the catalogue issue adds the banners, sections and product rows. */
export default function Home() {
  const { t } = useTranslation()
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('home.headline')}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-white/90 sm:text-lg">{t('home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products/ikom"
              className="rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
            >
              {t('home.shopIkom')}
            </Link>
            <Link
              to="/other-market/search"
              className="rounded-full px-6 py-3 text-sm font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
            >
              {t('home.searchMarkets')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="services" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="services" className="sr-only">
          {t('home.services')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.key}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-8 shrink-0 text-brand-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinejoin="round"
              >
                <path d={service.icon} />
              </svg>
              <div>
                <h3 className="font-semibold">{t(`home.${service.key}`)}</h3>
                <p className="mt-1 text-sm text-stone-600">{t(`home.${service.key}Body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
