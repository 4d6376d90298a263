import { useTranslation } from 'react-i18next'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { formatDate } from '#app/lib/format.ts'

/** A help page's head: its title, what it is about, and when it last changed. */
export function HelpHeader({
  title,
  description,
  updatedAt,
}: {
  title: string
  description: string
  updatedAt: number
}) {
  const { t } = useTranslation()
  return (
    <header>
      <PageTitle>{title}</PageTitle>
      <p className="mt-3 text-stone-600">{description}</p>
      <p className="mt-2 text-xs text-stone-600">
        {t('content.help.updated')}{' '}
        <time dateTime={new Date(updatedAt * 1000).toISOString()}>{formatDate(updatedAt)}</time>
      </p>
    </header>
  )
}
