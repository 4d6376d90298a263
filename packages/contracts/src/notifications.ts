import { AUCTION_SUPPLIERS } from './auction-rules.ts'
import { id } from './ids.ts'
import { AUCTION_NOTICE_KINDS, BOX_EVENT_KINDS, WALLET_NOTICE_KINDS } from './notification-rules.ts'
import { paged } from './paging.ts'
import { CurrencyId, OrderStatusId } from './reference.ts'
import { z } from './zod.ts'

export const BoxEventKind = z.enum(BOX_EVENT_KINDS)
export type BoxEventKind = z.infer<typeof BoxEventKind>

const AreaId = z.string().trim().min(1).max(40)
const nothing = z.object({}).strict()

/**
 * §3 Notification content: one key. The eight warehouse events of a box, and (beyond §3) an
 * order's status change, `order_status`, so the bell can tell the customer that too.
 */
export const NotificationContent = z.object({
  distributed: z.object({ area_id: AreaId }).optional(),
  pick_in_container: z.object({ from_area_id: AreaId, to_area_id: AreaId }).optional(),
  pick_out_container: z.object({ area_id: AreaId }).optional(),
  shipping: nothing.optional(),
  cancel_distributed: nothing.optional(),
  received: nothing.optional(),
  refunded: nothing.optional(),
  cancelled: nothing.optional(),
  order_status: z
    .object({ status_id: OrderStatusId, from_status_id: OrderStatusId.nullable() })
    .optional(),
  /** Issue 20: an auction's news for a bidder, or the answer to a permission request. */
  auction: z
    .object({
      event: z.enum(AUCTION_NOTICE_KINDS),
      item_id: z.string().nullable(),
      name: z.string().nullable(),
      /** Yen: the price the auction stands at (outbid) or ended at (won, lost). */
      price: z.number().int().nullable(),
      supplier: z.enum(AUCTION_SUPPLIERS).nullable(),
    })
    .optional(),
  /** Issue 21: staff answered one of the customer's support tickets. */
  support: z.object({ ticket_id: z.number().int(), title: z.string() }).optional(),
  /** Issue 22: money moved in the customer's wallet (a transfer arrived, a refund, a payout). */
  wallet: z
    .object({
      event: z.enum(WALLET_NOTICE_KINDS),
      amount: z.number().int(),
      currency_id: CurrencyId,
      reference: z.string().nullable(),
    })
    .optional(),
})
export type NotificationContent = z.infer<typeof NotificationContent>

export const Notification = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  read_at: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_code: z.string().nullable(),
  box_id: z.string().nullable(),
  content: NotificationContent,
})
export type Notification = z.infer<typeof Notification>

/** The bell's list: a page of the customer's notifications, newest first, and the unread count. */
export const NotificationList = paged(Notification).extend({ unread: z.number().int() })
export type NotificationList = z.infer<typeof NotificationList>

/** Marks the listed notifications read, or all of them when `ids` is left out. */
export const MarkNotificationsRead = z.object({
  ids: z.array(id()).max(100).optional(),
})
