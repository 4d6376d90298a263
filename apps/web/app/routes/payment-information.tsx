import type {
  BankAccount,
  BankAccountResponse,
  PaymentInformation,
  PaymentInformationResponse,
  ValidationErrorBody,
} from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { Alert } from '../components/ui/alert.tsx'
import { CopyButton } from '../components/ui/copy-button.tsx'
import { api } from '../lib/api.server.ts'
import { formatVnd } from '../lib/format.ts'
import { requestLang } from '../lib/lang.server.ts'
import { pageTitle } from '../lib/meta.ts'
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
  const given = new URL(request.url).searchParams
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
      return { lang, bank: transfer as BankAccount, transfer, refused, declined }
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-medium break-words">
        {children}
      </dd>
    </div>
  )
}

/** §2 Payment information: bank transfer with the order code as its content, and VietQR. */
export default function PaymentInformationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, bank, transfer, refused, declined } = loaderData
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
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('routes.payment-information')}
        </h1>
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

      <div
        className={`grid items-start gap-6 ${transfer ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}
      >
        <section
          aria-labelledby="transfer-details"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="transfer-details" className="text-lg font-semibold">
            {t('payment.detailsTitle')}
          </h2>
          {transfer ? (
            <div className="mt-4 rounded-xl bg-brand-50 px-4 py-3">
              <p className="text-sm text-stone-600">{t('payment.amount')}</p>
              <p className="mt-1 text-3xl font-bold tracking-tight text-brand-700 tabular-nums">
                {formatVnd(transfer.amount, lang)}
              </p>
            </div>
          ) : null}
          <dl className="mt-2 divide-y divide-stone-100">
            {transfer ? (
              <Row label={t('payment.transferContent')}>
                <span className="font-mono text-lg font-semibold tracking-wider text-stone-900">
                  {transfer.transfer_content}
                </span>
                <CopyButton value={transfer.transfer_content} label={t('payment.copyContent')} />
              </Row>
            ) : null}
            <Row label={t('payment.bank')}>{bank.bank_name}</Row>
            <Row label={t('payment.accountNo')}>
              <span className="font-mono text-base tracking-wider text-stone-900">
                {bank.account_no}
              </span>
              <CopyButton value={bank.account_no} label={t('payment.copyAccount')} />
            </Row>
            <Row label={t('payment.accountName')}>{bank.account_name}</Row>
          </dl>
          {transfer ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('payment.contentNote', { code: transfer.transfer_content })}
            </p>
          ) : null}
          <p className="mt-4 text-sm text-stone-600">
            {t('payment.help')}{' '}
            <a
              href={tel}
              className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {bank.hotline}
            </a>
          </p>
        </section>

        {transfer ? (
          <section
            aria-labelledby="vietqr"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
          >
            <h2 id="vietqr" className="text-lg font-semibold">
              {t('payment.qrTitle')}
            </h2>
            <figure className="mt-4">
              {/*
               * The SVG is inlined rather than loaded by <img>: it comes from our own API in the
               * same render (no second request, no second look-up of the order) and the strict
               * CSP has nothing to allow. It is safe to inline because the server draws it from
               * numbers only (qrcode's module paths of a payload of validated digits, capitals
               * and the configured account) and escapes its one text, the label; no text a
               * customer typed can reach it.
               */}
              <div
                className="mx-auto aspect-square w-full max-w-72 rounded-lg bg-white [&>svg]:h-full [&>svg]:w-full"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn SVG of validated data (see above).
                dangerouslySetInnerHTML={{ __html: transfer.qr_svg }}
              />
              <figcaption className="mt-3 text-center text-sm text-stone-600">
                {t('payment.qrCaption')}
              </figcaption>
            </figure>
          </section>
        ) : null}
      </div>
    </main>
  )
}
