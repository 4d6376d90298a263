import { useTranslation } from 'react-i18next'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { SITE } from '#app/lib/site.ts'

const NOTES = ['hours', 'hotline', 'order', 'picture'] as const

/** §2: the notes beside the support form, in the page's language. */
export function SupportNotes() {
  const { t } = useTranslation()
  return (
    <PanelSection
      id="support-notes"
      title={t('support.notes.title')}
      className="h-fit bg-brand-50/40 p-5"
    >
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-stone-700">
        {NOTES.map((note) => (
          <li key={note}>{t(`support.notes.${note}`, { hotline: SITE.hotline })}</li>
        ))}
      </ul>
    </PanelSection>
  )
}
