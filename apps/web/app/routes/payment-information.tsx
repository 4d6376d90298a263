import type {
  BankAccount,
  BankAccountResponse,
  PaymentInformation,
  PaymentInformationResponse,
  ValidationErrorBody,
} from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Link, useRevalidator } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { WaitingForTransfer } from '#app/features/payments/payment-status.tsx'
import { QrCard, TransferDetails } from '#app/features/payments/transfer-panel.tsx'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/payment-information'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'payment-information')

/** The query §2 gives this page; anything else in the link (tracking tags) stays here. */
const PARAMS = ['price', 'order_id'] as const
type Param = (typeof PARAMS)[number]

/**
 * §2 query price and order_id. The API decides the transfer (a customer's own order is paid at
 * its total whatever the link says); a link it refuses still shows the account, with why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const client = api(context, lang)
  const url = new URL(request.url)
  const given = url.searchParams
  const origin = url.origin
  const query = new URLSearchParams()
  for (const param of PARAMS) {
    const value = given.get(param)
    if (value !== null) query.set(param, value)
  }
  let refused: Partial<Record<Param, string[]>> = {}
  // A link to an order that asks for nothing (cancelled): the server's reason, and no transfer.
  let declined: string | null = null
  if (query.size > 0) {
    const result = await client.get<PaymentInformationResponse | ValidationErrorBody>(
      `/api/payment-information?${query}`,
    )
    if (result.ok && 'data' in result.data) {
      const { data: transfer } = result.data
      return { lang, origin, bank: transfer as BankAccount, transfer, refused, declined }
    }
    if (result.status === 409) {
      declined = (result.data as { message?: string }).message ?? ''
    } else if (result.status !== 422 || !('errors' in result.data)) {
      throw data(result.data, { status: result.status })
    } else refused = result.data.errors
  }
  const result = await client.get<BankAccountResponse>('/api/payment-information/bank-account')
  if (!result.ok) throw data(result.data, { status: result.status })
  return {
    lang,
    origin,
    bank: result.data.data,
    transfer: null as PaymentInformation | null,
    refused,
    declined,
  }
}

const FIELD_LABELS: Record<Param, string> = {
  price: 'payment.amount',
  order_id: 'payment.orderNumber',
}

/** §2 Payment information: bank transfer with the order code as its content, and VietQR. */
export default function PaymentInformationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, origin, bank, transfer, refused, declined } = loaderData
  const revalidator = useRevalidator()
  // The owner's page follows the order live: a transfer received moves it to Paid.
  useLiveNotifications((notification) => {
    if (transfer?.status_id && notification.order_id === transfer.order_id) {
      revalidator.revalidate()
    }
  })
  const paid = transfer?.status_id ? !isPayableStatus(transfer.status_id) : false
  const problems = PARAMS.flatMap((param) =>
    (refused[param] ?? []).map((message) => `${t(FIELD_LABELS[param])}: ${message}`),
  )
  const tel = `tel:${bank.hotline.replace(/[^\d+]/g, '')}`

  return (
    // Without a transfer there is no QR column: the page is one narrower column.
    <main
      id="main"
      className={`mx-auto w-full space-y-6 px-4 py-8 sm:py-10 ${transfer ? 'max-w-5xl' : 'max-w-3xl'}`}
    >
      <div>
        <PageTitle>{t('routes.payment-information')}</PageTitle>
        <p className="mt-3 max-w-3xl text-stone-600">{t('payment.intro')}</p>
      </div>

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
      <div
        className={`grid items-start gap-6 ${transfer && !paid ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}
      >
        <PanelSection
          id="transfer-details"
          title={t('payment.detailsTitle')}
          className="p-4 sm:p-6"
        >
          <TransferDetails transfer={transfer && !paid ? transfer : bank} lang={lang}>
            <p className="mt-4 text-sm text-stone-600">
              {t('payment.help')}{' '}
              <a
                href={tel}
                className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {bank.hotline}
              </a>
            </p>
          </TransferDetails>
        </PanelSection>

        {transfer && !paid ? (
          <QrCard
            transfer={transfer}
            lang={lang}
            returnUrl={`${origin}/customer/orders/${transfer.order_id}`}
          />
        ) : null}
      </div>
    </main>
  )
}
