import type { Order } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#app/lib/format.ts'
import { OrderRow, OrderSection } from './order-section.tsx'
import { ShipmentIcon } from './status-badge.tsx'

/** §2 Order detail's info: code, status, shipment method, order date and note. */
export function OrderInfo({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <OrderSection title={t('orders.info')}>
      <dl className="divide-y divide-stone-100">
        <OrderRow label={t('orders.code')}>{order.code}</OrderRow>
        <OrderRow label={t('orders.statusLabel')}>{t(`orders.status.${order.status_id}`)}</OrderRow>
        <OrderRow label={t('orders.shipmentMethod')}>
          <span className="inline-flex items-center gap-1.5">
            <ShipmentIcon method={order.shipment_method_id} />
            {order.shipment_method.name}
          </span>
        </OrderRow>
        <OrderRow label={t('orders.orderDate')}>{formatDate(order.created_at)}</OrderRow>
        <OrderRow label={t('orders.note')}>{order.note || '—'}</OrderRow>
      </dl>
    </OrderSection>
  )
}

/** §2 Order detail's shipment info: where the order goes, to whom. */
export function ShipmentInfo({ info }: { info: Order['shipment_info'] }) {
  const { t } = useTranslation()
  return (
    <OrderSection title={t('orders.shipmentInfo')}>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-stone-600">{t('addresses.consignee')}</dt>
          <dd className="font-medium">{info.consignee}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('orders.address')}</dt>
          {/* The full address begins with the street line: shown once (issue 15). */}
          <dd className="font-medium">{info.full_address || info.address}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('addresses.tel')}</dt>
          <dd className="font-medium tabular-nums">{info.tel}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('orders.note')}</dt>
          <dd>{info.note || '—'}</dd>
        </div>
      </dl>
    </OrderSection>
  )
}
