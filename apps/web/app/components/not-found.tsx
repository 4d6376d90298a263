import { useTranslation } from 'react-i18next'
import { StatusNotice } from './status-notice.tsx'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <StatusNotice
      status={404}
      title={t('notFound.title')}
      back={{ to: '/', label: t('notFound.backHome') }}
    >
      <p>{t('notFound.body')}</p>
    </StatusNotice>
  )
}
