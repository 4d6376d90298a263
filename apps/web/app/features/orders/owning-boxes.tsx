import type { Lang, Order, OwningBox } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { type AreaNames, detailOf, headlineOf } from '#app/features/notifications/headline.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { OrderSection } from './order-section.tsx'

/** §2 Order detail: the notifications of each owning box of the order. */
export function OwningBoxes({ order, areaNames }: { order: Order; areaNames: AreaNames }) {
  const { t } = useTranslation()
  return (
    <OrderSection title={t('orders.boxes')}>
      {order.owning_boxes && order.owning_boxes.length > 0 ? (
        <ul className="space-y-3">
          {order.owning_boxes.map((box) => (
            <BoxNotifications key={box.id} box={box} areaNames={areaNames} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t('orders.noBoxes')}</p>
      )}
    </OrderSection>
  )
}

function BoxNotifications({ box, areaNames }: { box: OwningBox; areaNames: AreaNames }) {
  const { t, i18n } = useTranslation()
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-box={box.box_id}>
      <h3 className="font-semibold">{t('notifications.box', { box: box.box_id })}</h3>
      {box.notifications.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('notifications.noEvents')}</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
          {box.notifications.map((notification) => {
            const detail = detailOf(t, notification, areaNames)
            return (
              <li key={notification.id} className="text-sm">
                <p className="font-medium text-stone-900">
                  {headlineOf(t, notification, i18n.language as Lang)}
                </p>
                <p className="text-xs text-stone-600">
                  {detail ? `${detail} · ` : ''}
                  <time dateTime={new Date(notification.created_at * 1000).toISOString()}>
                    {formatDateTime(notification.created_at)}
                  </time>
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </li>
  )
}
