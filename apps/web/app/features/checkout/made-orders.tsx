import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import type { CreatedShopOrder } from './checkout-result.ts'

/** The orders a checkout made before a shop's order was refused, each a link to its page. */
export function MadeOrders({ made }: { made: readonly CreatedShopOrder[] }) {
  const { t } = useTranslation()
  if (made.length === 0) return null
  return (
    <div className="mt-4">
      <Alert tone="info">
        {t('checkout.made')}{' '}
        {made.map((order, i) => (
          <span key={order.id}>
            {i > 0 ? ', ' : ''}
            <Link to={`/customer/orders/${order.id}`} className="font-semibold underline">
              {t('checkout.madeOrder', { id: order.id })}
            </Link>
          </span>
        ))}
      </Alert>
    </div>
  )
}
