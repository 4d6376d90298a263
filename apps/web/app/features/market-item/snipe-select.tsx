import { SNIPE_CHOICES } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Beyond the spec (issue 20): when the bid goes in: now, or kept back until a few seconds
 * before the end (a snipe) so that nobody sees it coming. `null` is now.
 */
export function SnipeSelect({
  value,
  onChange,
  disabled,
}: {
  value: number | null
  onChange: (seconds: number | null) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-stone-800">
          {t('marketItem.auction.snipe.label')}
        </label>
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100"
        >
          <option value="">{t('marketItem.auction.snipe.now')}</option>
          {SNIPE_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds % 60 === 0
                ? t('marketItem.auction.snipe.minutes', { count: seconds / 60 })
                : t('marketItem.auction.snipe.before', { count: seconds })}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('marketItem.auction.snipe.hint')}
      </p>
    </div>
  )
}
