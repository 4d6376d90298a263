import { type Lang, VIETNAM_BANKS, WITHDRAWAL_MIN_VND, type Withdrawal } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { formatVnd } from '#app/lib/format.ts'
import type { WithdrawField, WithdrawResult } from './withdraw-result.ts'
import { WithdrawalList } from './withdrawal-list.tsx'

/**
 * Issue 22 "Rút tiền": the customer asks for money of their VND wallet to be paid into their
 * bank account; the amount is held until staff pay it. Their latest requests follow, each
 * cancellable while it waits. Plain forms: it works without JavaScript.
 */
export function Withdraw({
  available,
  withdrawals,
  formKey,
  result,
  lang,
}: {
  /** What the VND wallet has available for payment now. */
  available: number
  withdrawals: Withdrawal[]
  /** The Idempotency-Key of the next request. */
  formKey: string
  result: WithdrawResult | undefined
  lang: Lang
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const failure = result?.intent === 'withdraw' && !result.ok ? result : undefined
  const error = (field: WithdrawField) => failure?.errors[field]?.[0]
  const typed = failure?.values
  return (
    <PanelSection id="withdraw" title={t('wallet.withdraw.title')} className="p-4 sm:p-6">
      <p className="mt-1 text-sm text-stone-600">
        {t('wallet.withdraw.intro', {
          min: formatVnd(WITHDRAWAL_MIN_VND, lang),
          available: formatVnd(Math.max(available, 0), lang),
        })}
      </p>
      <div className="mt-4 space-y-3 empty:hidden" aria-live="polite">
        {result?.ok ? (
          <Alert tone="success">
            {t(`wallet.withdraw.${result.intent === 'withdraw' ? 'sent' : 'cancelled'}`, {
              code: result.code,
            })}
          </Alert>
        ) : null}
        {result && !result.ok ? <Alert tone="danger">{result.message}</Alert> : null}
      </div>
      <Form
        // A new request empties the form; a refused one keeps what was typed.
        key={result?.intent === 'withdraw' && result.ok ? result.code : 'new'}
        method="post"
        action="#withdraw"
        noValidate
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="key" value={formKey} />
        <Field
          label={t('wallet.withdraw.amount')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="500.000"
          defaultValue={typed?.amount}
          error={error('amount')}
          marked
        />
        <SelectField
          label={t('wallet.withdraw.bank')}
          name="bank_bin"
          defaultValue={typed?.bank_bin ?? ''}
          error={error('bank_bin')}
          marked
        >
          <option value="">{t('wallet.withdraw.chooseBank')}</option>
          {VIETNAM_BANKS.map((bank) => (
            <option key={bank.bin} value={bank.bin}>
              {bank.short_name}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('wallet.withdraw.accountNumber')}
          name="account_number"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={typed?.account_number}
          error={error('account_number')}
          marked
        />
        <Field
          label={t('wallet.withdraw.accountName')}
          name="account_name"
          autoComplete="name"
          autoCapitalize="characters"
          placeholder="NGUYEN VAN AN"
          hint={t('wallet.withdraw.accountNameHint')}
          defaultValue={typed?.account_name}
          error={error('account_name')}
          marked
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {t('wallet.withdraw.submit')}
          </Button>
        </div>
      </Form>
      <WithdrawalList withdrawals={withdrawals} lang={lang} busy={busy} />
    </PanelSection>
  )
}
