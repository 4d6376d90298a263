import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { useLiveNotifications } from '#app/features/notifications/live.ts'
import { isPayableStatus } from '#app/features/payments/payable.ts'
import { loadPaymentInformation } from '#app/features/payments/payment-information.server.ts'
import { PaymentNotices } from '#app/features/payments/payment-notices.tsx'
import { QrCard, TransferDetails } from '#app/features/payments/transfer-panel.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/payment-information'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'payment-information')

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentInformation(request, context)
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

      <PaymentNotices transfer={transfer} paid={paid} refused={refused} declined={declined} />
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
