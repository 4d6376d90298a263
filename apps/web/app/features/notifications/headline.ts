import type { Lang } from '@kaimono/contracts'
import { type Notification, notificationHeadline } from '@kaimono/contracts'
import type { TFunction } from 'i18next'
import { formatJpy, formatMoney } from '#app/lib/format.ts'

/** Area names by id, in the page's language (from /api/areas). */
export type AreaNames = Record<string, string>

/** §4: the notification's headline by priority, or 'Undefined'; a status change names both. */
export function headlineOf(
  t: TFunction,
  notification: Pick<Notification, 'content' | 'order_code'>,
  lang: Lang,
) {
  const kind = notificationHeadline(notification.content)
  if (kind === 'order_status') {
    const change = notification.content.order_status
    return t('notifications.headline.order_status', {
      code: notification.order_code ?? '',
      status: t(`orders.status.${change?.status_id}`),
    })
  }
  if (kind === 'support_reply') {
    return t('notifications.headline.support_reply', {
      title: notification.content.support?.title ?? '',
    })
  }
  const wallet = notification.content.wallet
  if (wallet) {
    return t(`notifications.headline.${kind}`, {
      amount: formatMoney(wallet.amount, wallet.currency_id, lang),
    })
  }
  const auction = notification.content.auction
  if (auction) {
    return t(`notifications.headline.${kind}`, {
      name: auction.name ?? '',
      price: auction.price === null ? '' : formatJpy(auction.price),
      supplier: auction.supplier ? t(`notifications.supplier.${auction.supplier}`) : '',
    })
  }
  return t(`notifications.headline.${kind}`)
}

/**
 * Where a notification leads: its order, else the support ticket answered, else the auction's
 * item, else the wallet for money, else the orders.
 */
export function linkOf(notification: Pick<Notification, 'content' | 'order_id'>): string {
  if (notification.order_id) return `/customer/orders/${notification.order_id}`
  const ticket = notification.content.support?.ticket_id
  if (ticket) return `/customer/support/${ticket}`
  const itemId = notification.content.auction?.item_id
  if (itemId) return `/other-market/yahoo-auction/${encodeURIComponent(itemId)}`
  if (notification.content.wallet) return '/customer/wallet'
  return notification.content.auction ? '/customer/auction-log' : '/customer/orders'
}

/** Where the box went, for events that name areas. */
export function detailOf(
  t: TFunction,
  notification: Pick<Notification, 'content'>,
  areas: AreaNames,
): string | null {
  const { content } = notification
  const area = (id: string) => areas[id] ?? id
  if (content.distributed)
    return t('notifications.inArea', { area: area(content.distributed.area_id) })
  if (content.pick_out_container) {
    return t('notifications.inArea', { area: area(content.pick_out_container.area_id) })
  }
  if (content.pick_in_container) {
    return t('notifications.fromTo', {
      from: area(content.pick_in_container.from_area_id),
      to: area(content.pick_in_container.to_area_id),
    })
  }
  return null
}
