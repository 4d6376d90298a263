import type { PaymentInformation } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { linkProblems, type Param } from './payment-link.ts'
import { WaitingForTransfer } from './payment-status.tsx'

type PaymentNoticesProps = {
  transfer: PaymentInformation | null
  /** The transfer's order is paid. */
  paid: boolean
  refused: Partial<Record<Param, string[]>>
  /** The server's reason for asking no transfer (a cancelled order). */
  declined: string | null
}

/**
 * What the payment information page says above the account: what was wrong with the link, why
 * nothing is asked, that there is no order to pay, or how the transfer stands.
 */
export function PaymentNotices({ transfer, paid, refused, declined }: PaymentNoticesProps) {
  const { t } = useTranslation()
  const problems = linkProblems(t, refused)
  return (
    <>
      {problems.length > 0 ? (
        <Alert tone="danger">
          <p className="font-medium">{t('payment.invalidLink')}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {declined ? <Alert tone="danger">{declined}</Alert> : null}
      {transfer ? null : (
        <Alert tone="info">
          {t('payment.noOrder')}{' '}
          <Link
            to="/customer/orders"
            className="font-medium whitespace-nowrap underline underline-offset-2"
          >
            {t('payment.ordersLink')}
          </Link>
        </Alert>
      )}

      {transfer && paid ? (
        <Alert tone="success">
          <span data-testid="payment-status">
            {t('pay.received', { code: transfer.order_code })}
          </span>{' '}
          <Link
            to={`/customer/orders/${transfer.order_id}`}
            className="font-medium whitespace-nowrap underline underline-offset-2"
          >
            {t('pay.viewOrder')}
          </Link>
        </Alert>
      ) : null}
      {transfer && !paid && transfer.status_id ? <WaitingForTransfer /> : null}
    </>
  )
}
