import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { PayUnpaidForm } from '#app/features/orders/pay-unpaid-form.tsx'
import { PlacedOrders } from '#app/features/orders/placed-orders.tsx'
import { unpaidOf } from '#app/features/orders/unpaid.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/orders-placed'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'customer-orders-placed')

/** At most as many orders as one payment group holds. */
const MAX_IDS = 20

/**
 * Issue 15: where checkout lands, `?ids=12,13` being the orders it just made (one per shop).
 * Each is read as its owner reads it: another customer's order is a 404, like its page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const ids = [
    ...new Set(
      (new URL(request.url).searchParams.get('ids') ?? '')
        .split(',')
        .filter((id) => /^\d{1,9}$/.test(id)),
    ),
  ].slice(0, MAX_IDS)
  if (ids.length === 0) throw data(null, { status: 404 })
  const client = api(context, lang)
  const results = await Promise.all(
    ids.map((id) => client.call('GET /api/orders/{id}', { params: { id } })),
  )
  const orders = results.map((result) => {
    if (!result.ok) throw refused(result.refusal)
    return result.data.data
  })
  return { lang, orders }
}

/**
 * The orders just made with their totals in VND, what happens next, and one button that pays
 * all the unpaid ones with one transfer.
 */
export default function OrdersPlacedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { orders } = loaderData
  const lang = loaderData.lang as Lang
  const { unpaid, total } = unpaidOf(orders)
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
            <path d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
          </svg>
        </span>
        <div>
          <PageTitle>{t('pay.placedTitle', { count: orders.length })}</PageTitle>
          <p className="mt-1 text-stone-700">{t('pay.placedIntro', { count: orders.length })}</p>
        </div>
      </div>

      <PlacedOrders orders={orders} toPay={unpaid.length > 0 ? total : null} lang={lang} />
      {unpaid.length > 0 ? <PayUnpaidForm unpaid={unpaid} total={total} lang={lang} /> : null}

      <PanelSection id="next-steps" title={t('pay.nextTitle')} className="p-4 sm:p-6">
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-stone-700">
          <li>{t('pay.nextPay')}</li>
          <li>{t('pay.nextBuy')}</li>
          <li>{t('pay.nextShip')}</li>
        </ol>
        <Link
          to="/customer/orders"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('pay.allOrders')}
        </Link>
      </PanelSection>
    </main>
  )
}
