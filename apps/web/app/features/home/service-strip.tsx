import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

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

/** §2 Home service strip: fast shipping, 24/7 support, online payment. */
export function ServiceStrip() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="services"
      className={`mx-auto max-w-6xl px-4 pt-8 ${RENDER_WHEN_NEAR}`}
    >
      <h2 id="services" className="sr-only">
        {t('home.services')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {SERVICES.map((service) => (
          <Panel as="li" key={service.key} className="flex gap-4 p-5">
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
          </Panel>
        ))}
      </ul>
    </section>
  )
}
