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

export type NotificationHeadline = (typeof BOX_EVENT_KINDS)[number] | 'order_status' | 'undefined'

/** §4 headline priority: the first key present in that order, else 'Undefined'. */
export function notificationHeadline(content: NotificationContent): NotificationHeadline {
  for (const kind of BOX_EVENT_KINDS) if (content[kind]) return kind
  return content.order_status ? 'order_status' : 'undefined'
}
