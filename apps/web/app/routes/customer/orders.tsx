import { ORDER_STATUS_IDS, type OrderStatusName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { OrderCard } from '#app/features/orders/order-card.tsx'
import { ordersHref } from '#app/features/orders/orders-href.ts'
import { StatusFilter } from '#app/features/orders/status-filter.tsx'
import { UnpaidBanner } from '#app/features/orders/unpaid-banner.tsx'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-orders')

const PER_PAGE = 10

/** §9: the list starts at page 1, newest first; `status` filters (§2 status filter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const given = url.searchParams.get('status')
  const status = ORDER_STATUS_IDS.find((id): id is OrderStatusName => id === given) ?? null
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const result = await api(context, requestLang(request)).call('GET /api/orders', {
    query: {
      filter: { own: '1', status_id: status },
      include: ['type', 'status', 'itemsCount', 'customer'],
      append: ['first_item'],
      sort: '-created_at',
      page,
      perPage: PER_PAGE,
    },
  })
  if (!result.ok) throw refused(result.refusal)
  return { orders: result.data, status }
}

/** §2 Order list: status filter, 'Showing from-to / total orders', cards, pagination, empty state. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { orders, status } = loaderData
  return (
    <main id="main" className="space-y-5">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-orders')}</h1>
      <StatusFilter status={status} />
      {orders.total === 0 ? (
        <Panel className="px-6 py-12 text-center">
          <p className="text-lg font-medium text-stone-800">{t('orders.empty')}</p>
          <Link
            to="/products/ikom"
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('cart.continueShopping')}
          </Link>
        </Panel>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('orders.showing', { from: orders.from, to: orders.to, total: orders.total })}
          </p>
          <UnpaidBanner orders={orders.data} />
          <ul className="space-y-3">
            {orders.data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <Pagination
            current={orders.current_page}
            last={orders.last_page}
            hrefFor={(page) => ordersHref(status, page)}
          />
        </>
      )}
    </main>
  )
}
