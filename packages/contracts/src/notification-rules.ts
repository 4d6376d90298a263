// Plain values, no schema: the browser bundle (the header's bell) imports these without zod.
import type { NotificationContent } from './notifications.ts'

/** §3/§4: a box's warehouse events, in the order of the headline priority of §4. */
export const BOX_EVENT_KINDS = [
  'distributed',
  'pick_in_container',
  'pick_out_container',
  'shipping',
  'cancel_distributed',
  'received',
  'refunded',
  'cancelled',
] as const

/** Issue 20: what an auction tells a bidder (outbid, won, lost) and a permission's answer. */
export const AUCTION_NOTICE_KINDS = [
  'outbid',
  'won',
  'lost',
  'permission_granted',
  'permission_denied',
] as const
export type AuctionNoticeKind = (typeof AUCTION_NOTICE_KINDS)[number]

/** Issue 22: what a wallet notice says happened. */
export const WALLET_NOTICE_KINDS = [
  'deposit',
  'refund',
  'withdrawal_paid',
  'withdrawal_rejected',
] as const
export type WalletNoticeKind = (typeof WALLET_NOTICE_KINDS)[number]

export type NotificationHeadline =
  | (typeof BOX_EVENT_KINDS)[number]
  | 'order_status'
  | `auction_${AuctionNoticeKind}`
  | 'support_reply'
  | `wallet_${WalletNoticeKind}`
  | 'undefined'

/** §4 headline priority: the first key present in that order, else 'Undefined'. */
export function notificationHeadline(content: NotificationContent): NotificationHeadline {
  for (const kind of BOX_EVENT_KINDS) if (content[kind]) return kind
  if (content.order_status) return 'order_status'
  if (content.auction) return `auction_${content.auction.event}`
  if (content.wallet) return `wallet_${content.wallet.event}`
  return content.support ? 'support_reply' : 'undefined'
}

/** Issue 22: the kinds of notice a customer chooses mail and push for. */
export const NOTICE_KINDS = ['orders', 'warehouse', 'payments', 'auctions', 'support'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** Which kind of notice a notification is, for its mail and push; null for none. */
export function noticeKind(content: NotificationContent): NoticeKind | null {
  if (BOX_EVENT_KINDS.some((kind) => content[kind])) return 'warehouse'
  if (content.order_status) return 'orders'
  if (content.wallet) return 'payments'
  if (content.auction) return 'auctions'
  if (content.support) return 'support'
  return null
}
