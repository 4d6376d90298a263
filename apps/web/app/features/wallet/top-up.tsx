import {
  type Lang,
  type Notification,
  type PaymentTransfer,
  TOP_UP_MAX_VND,
  TOP_UP_MIN_VND,
} from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { WaitingForTransfer } from '#app/features/payments/payment-status.tsx'
import { QrCard, TransferDetails } from '#app/features/payments/transfer-panel.tsx'
import { formatVnd } from '#app/lib/format.ts'

/** Digits of what the customer typed ('500.000', '500 000 đ' → '500000'). */
export function topUpDigits(value: string | null): string | null {
  if (value === null) return null
  return value.replace(/[\s.,_đ₫]/gi, '')
}

/**
 * Issue 22 "Nạp tiền": an amount, then the transfer to make with the customer's top-up code
 * and its VietQR. When the bank reports the transfer the deposit's notification arrives live:
 * the page reloads its wallets and says how much came.
 */
export function TopUp({
  amount,
  transfer,
  error,
  lang,
  returnUrl,
}: {
  /** What the form holds (as typed). */
  amount: string | null
  transfer: PaymentTransfer | null
  error: string | null
  lang: Lang
  returnUrl: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'loading'
  const revalidator = useRevalidator()
  const [arrived, setArrived] = useState<number | null>(null)
  useLiveNotifications((notification: Notification) => {
    const money = notification.content.wallet
    if (money?.event !== 'deposit' || money.currency_id !== 'VND') return
    setArrived(money.amount)
    revalidator.revalidate()
  })
  return (
    <PanelSection id="top-up" title={t('wallet.topUp.title')} className="p-4 sm:p-6">
      <p className="mt-1 text-sm text-stone-600">
        {t('wallet.topUp.intro', {
          min: formatVnd(TOP_UP_MIN_VND, lang),
          max: formatVnd(TOP_UP_MAX_VND, lang),
        })}
      </p>
      <Form
        method="get"
        action="#top-up"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        preventScrollReset
      >
        <Field
          label={t('wallet.topUp.amount')}
          name="top_up"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={amount ?? ''}
          placeholder="500.000"
          error={error ?? undefined}
          required
          className="flex-1"
        />
        <Button type="submit" disabled={busy}>
          {t('wallet.topUp.submit')}
        </Button>
      </Form>
      {arrived !== null ? (
        <div className="mt-4">
          <Alert tone="success">
            <span data-testid="top-up-status">
              {t('wallet.topUp.arrived', { amount: formatVnd(arrived, lang) })}
            </span>
          </Alert>
        </div>
      ) : null}
      {transfer && arrived === null ? (
        <div className="mt-4 space-y-4">
          <WaitingForTransfer />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div>
              <TransferDetails transfer={transfer} lang={lang}>
                <p className="mt-3 text-sm text-stone-700">
                  {t('wallet.topUp.codeNote', { code: transfer.transfer_content })}
                </p>
              </TransferDetails>
            </div>
            <QrCard transfer={transfer} lang={lang} returnUrl={returnUrl} />
          </div>
        </div>
      ) : null}
    </PanelSection>
  )
}
