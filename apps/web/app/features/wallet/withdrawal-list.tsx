import type { Lang, Withdrawal, WithdrawalStatus } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { formatDateTime, formatVnd } from '#app/lib/format.ts'

// Each colour dark enough on its tint for AA contrast: waiting, paid, taken back, refused.
const TONES: Record<WithdrawalStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-200',
  paid: 'bg-green-100 text-green-900 ring-green-200',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-200',
  rejected: 'bg-red-100 text-red-900 ring-red-200',
}

/** The customer's latest withdrawal requests, newest first; one that waits can be taken back. */
export function WithdrawalList({
  withdrawals,
  lang,
  busy,
}: {
  withdrawals: Withdrawal[]
  lang: Lang
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="withdrawals" className="mt-6">
      <h3 id="withdrawals" className="font-semibold text-stone-900">
        {t('wallet.withdraw.listTitle')}
      </h3>
      {withdrawals.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('wallet.withdraw.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100" data-testid="withdrawals">
          {withdrawals.map((withdrawal) => (
            <li
              key={withdrawal.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-stone-900">
                    {formatVnd(withdrawal.amount, lang)}
                  </span>
                  <span
                    className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[withdrawal.status]}`}
                  >
                    {t(`wallet.withdraw.status.${withdrawal.status}`)}
                  </span>
                  <span className="text-xs text-stone-600">{withdrawal.code}</span>
                </p>
                <p className="mt-1 text-sm break-words text-stone-700">
                  {withdrawal.bank_name} · {withdrawal.account_number} · {withdrawal.account_name}
                </p>
                <p className="mt-1 text-xs text-stone-600">
                  {t('wallet.withdraw.requestedAt', {
                    date: formatDateTime(withdrawal.requested_at),
                  })}
                  {withdrawal.bank_reference
                    ? ` · ${t('wallet.withdraw.bankReference', { reference: withdrawal.bank_reference })}`
                    : ''}
                </p>
                {withdrawal.status === 'rejected' && withdrawal.note ? (
                  <p className="mt-1 text-sm break-words text-red-800">
                    {t('wallet.withdraw.reason', { reason: withdrawal.note })}
                  </p>
                ) : null}
              </div>
              {withdrawal.status === 'requested' ? (
                <Form method="post" action="#withdraw" preventScrollReset className="shrink-0">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={withdrawal.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('wallet.withdraw.cancelLabel', { code: withdrawal.code })}
                  >
                    {t('wallet.withdraw.cancel')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
