import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.body')}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('notFound.backHome')}
      </Link>
    </main>
  )
}
