import type { InvitationSummary, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatDate, formatVnd } from '#app/lib/format.ts'

type Activation = InvitationSummary['activations'][number]

/** A friend's use of the code: its credit used, earned and waiting to be used, or pending. */
export const activationStatus = (activation: Pick<Activation, 'used' | 'earned'>) =>
  activation.used ? 'gift.used' : activation.earned ? 'gift.available' : 'gift.pending'

type YourCodeProps = {
  summary: InvitationSummary
  /** The credit a friend's first order brings, formatted. */
  amount: string
  lang: Lang
}

/** §2 Gift: the customer's own code to share, the credit left, and who entered the code. */
export function YourCode({ summary, amount, lang }: YourCodeProps) {
  const { t } = useTranslation()
  return (
    <PanelSection id="your-code" title={t('gift.yourCode')} className="p-6">
      <div className="mt-2 flex items-center gap-3">
        <span className="font-mono text-2xl font-bold tracking-widest text-brand-700">
          {summary.code}
        </span>
        <CopyButton value={summary.code} label={t('account.copyCode')} />
      </div>
      <p className="mt-2 text-sm text-stone-600">{t('gift.share', { amount })}</p>
      <p className="mt-4 text-sm">
        {t('gift.credit')}:{' '}
        <strong className="text-base text-stone-900">
          {formatVnd(summary.unused_credit_vnd, lang)}
        </strong>
      </p>
      <h3 className="mt-6 text-sm font-semibold text-stone-800">{t('gift.activations')}</h3>
      {summary.activations.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">{t('gift.none')}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-stone-500">
            <tr>
              <th className="py-2 font-medium">{t('gift.date')}</th>
              <th className="py-2 font-medium">{t('gift.amount')}</th>
              <th className="py-2 font-medium">{t('gift.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {summary.activations.map((activation) => (
              <tr key={activation.id}>
                <td className="py-2">{formatDate(activation.created_at)}</td>
                <td className="py-2">{formatVnd(activation.credit_vnd, lang)}</td>
                <td className="py-2">
                  {activation.used
                    ? t('gift.used')
                    : activation.earned
                      ? t('gift.available')
                      : t('gift.pending')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PanelSection>
  )
}
