import { VN_PHONE } from './accounts.ts'
import { AUCTION_SUPPLIERS, BID_STATUSES, parseJapanTime } from './auction-rules.ts'
import { idText } from './ids.ts'
import { paged } from './paging.ts'
import { line } from './text.ts'
import { z } from './zod.ts'

export * from './auction-rules.ts'

// §7 Auction calls (base B, /market): the countdown, permissions, bids and the bid list; and the
// customer's bid log (base A, /api/order/auction-logs).

/** `GET /market/common/timedown?id=`: the auction's item id. The answer is seconds left. */
export const TimedownQuery = z.object({ id: z.string().min(1).max(100) })
export const Timedown = z.number().int().nonnegative()

/** `GET /market/auction/check-user-permission?user_id=`: the caller's own id. */
export const PermissionQuery = z.object({ user_id: idText() })
export const PermissionAnswer = z.boolean()

export const PERMISSION_STATES = ['pending', 'granted', 'denied'] as const
export type PermissionState = (typeof PERMISSION_STATES)[number]

/** `POST /market/request-permission/create`: §5 Permission request. */
export const PermissionRequestInput = z.object({
  device_token: line().max(500).nullish(),
  /** The customer's email (§7 calls it slug); the server uses the account's own. */
  slug: line().max(320).nullish(),
  supplier_name: z.enum(AUCTION_SUPPLIERS, 'auction.supplierUnknown'),
  tel: line('validation.required')
    .transform((tel) => tel.replace(/[\s.-]/g, ''))
    .refine((tel) => VN_PHONE.test(tel), 'validation.phone'),
  /** The caller's customer number (§3 `id`). */
  user_id: idText(),
})
export type PermissionRequestInput = z.infer<typeof PermissionRequestInput>

export const PermissionRequest = z.object({
  id: z.number().int(),
  supplier_name: z.enum(AUCTION_SUPPLIERS),
  tel: z.string(),
  status: z.enum(PERMISSION_STATES),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
})
export type PermissionRequest = z.infer<typeof PermissionRequest>

/** The request's answer: the request and the toast's text (§8). */
export const PermissionRequested = z.object({ data: PermissionRequest, message: z.string() })

/** Staff: the requests in a state (pending by default), oldest first, with whose they are. */
export const StaffPermissionQuery = z.object({
  status: z.enum(PERMISSION_STATES).default('pending'),
})
export const StaffPermissionRequest = PermissionRequest.extend({
  customer: z.object({ uid: z.string(), email: z.string() }),
})
export type StaffPermissionRequest = z.infer<typeof StaffPermissionRequest>
export const StaffPermissionList = z.object({ data: z.array(StaffPermissionRequest) })

/** A snipe's seconds: from the job's reach (it runs every few seconds) to an hour. */
export const snipeSeconds = z.coerce
  .number('auction.snipe')
  .int('auction.snipe')
  .min(15, 'auction.snipe')
  .max(3_600, 'auction.snipe')
  .nullish()

/** `POST /market/auction/create-auction-request`: a maximum bid in yen on a Yahoo! auction. */
export const AuctionBidInput = z.object({
  token_device: line().max(500).nullish(),
  /** The auction's address on Yahoo! (or a message with it, as pasted links are read). */
  url: line('validation.required').min(1, 'validation.required').max(2_000),
  user_id: idText(),
  /** Digits only (§5): the most the customer will pay, in yen. */
  price: z.coerce
    .number('auction.priceDigits')
    .int('auction.priceDigits')
    .min(1, 'auction.priceDigits')
    .max(100_000_000, 'auction.priceTooHigh'),
  /** Beyond §7: keep the bid back until this many seconds before the end (a snipe). */
  snipe_seconds: snipeSeconds,
  /** When the page says it ends, Japan time; the server goes by its own record. */
  date_finish: line()
    .refine((text) => parseJapanTime(text) !== null, 'auction.dateFinish')
    .nullish(),
})
export type AuctionBidInput = z.infer<typeof AuctionBidInput>

/** §7: `type` 'failure' is an error; `message` is shown in the modal either way. */
export const BidAnswer = z.object({
  type: z.enum(['success', 'failure']),
  message: z.string(),
  /** Beyond §7: what the bid did (absent on a failure). */
  bid: z
    .object({
      id: z.number().int(),
      status: z.enum(BID_STATUSES),
      max_price: z.number().int(),
      current_price: z.number().int(),
      deposit_vnd: z.number().int(),
      /** A snipe's moment (epoch seconds): until then the bid is kept back. */
      snipe_at: z.number().int().nullable(),
    })
    .optional(),
})
export type BidAnswer = z.infer<typeof BidAnswer>

/** `GET /market/auction/bid-list?auction_id=`. */
export const BidListQuery = z.object({ auction_id: z.string().min(1).max(100) })

/** §3 Bid: the bidder's name masked, their maximum shown as what they stand at, bids made. */
export const Bid = z.object({
  username: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  updated_at: z.number().int(),
  /** Beyond §3: the bid of the customer asking, and the one leading. */
  mine: z.boolean(),
  leading: z.boolean(),
})
export type Bid = z.infer<typeof Bid>

/** The bid list with the auction's state as our customers' bids make it. */
export const BidList = z.object({
  data: z.array(Bid),
  auction: z.object({
    id: z.string(),
    current_price: z.number().int(),
    bid_count: z.number().int(),
    end_time: z.number().int(),
    ended: z.boolean(),
    /** The caller's own standing, when they have bid. */
    my_status: z.enum(BID_STATUSES).nullable(),
    my_max: z.number().int().nullable(),
    /** When the caller's kept-back bid enters (a snipe), epoch seconds. */
    my_snipe_at: z.number().int().nullable(),
  }),
})
export type BidList = z.infer<typeof BidList>

/** §3 Bid log item. */
export const AuctionLog = z.object({
  id: z.number().int(),
  status: z.enum(BID_STATUSES),
  /** JSON text with image_uri and name (§3). */
  data: z.string(),
  link: z.string(),
  /** Beyond §3: the market the auction is of, for the item's page (`link` is its id there). */
  market: z.enum(['yahoo-auction', 'ecoring']),
  price: z.number().int(),
  price_vnd: z.number().int(),
  date_finish: z.number().int(),
  date_bid: z.number().int(),
  order_id: z.number().int().nullable(),
})
export type AuctionLog = z.infer<typeof AuctionLog>
export const AuctionLogList = paged(AuctionLog)

/** The staff agent's queue (issue 20 item 4): a bid for an operator to place on Yahoo!. */
export const BID_TASK_STATES = ['queued', 'placed', 'outbid', 'won', 'lost', 'replaced'] as const
export const StaffBidTaskQuery = z.object({
  state: z.enum(BID_TASK_STATES).default('queued'),
})
export type StaffBidTaskQuery = z.infer<typeof StaffBidTaskQuery>
export const StaffBidTask = z.object({
  id: z.number().int(),
  state: z.enum(BID_TASK_STATES),
  /** The most the customer allows, in yen. */
  max_price: z.number().int(),
  /** When to place it (a snipe's moment, else when it came), epoch seconds. */
  due_at: z.number().int(),
  recorded_price: z.number().int().nullable(),
  auction: z.object({
    item_id: z.string(),
    name: z.string(),
    url: z.string(),
    end_time: z.number().int(),
    current_price: z.number().int(),
  }),
  customer: z.object({ uid: z.string(), id: z.number().int(), name: z.string() }),
})
export type StaffBidTask = z.infer<typeof StaffBidTask>
export const StaffBidTaskList = z.object({ data: z.array(StaffBidTask) })

/** What the operator saw on Yahoo!: placed or outbid while it runs, won or lost at the end. */
export const BidTaskOutcome = z.object({
  outcome: z.enum(['placed', 'outbid', 'won', 'lost']),
  /** Yahoo!'s price after it, in yen (the hammer price when won). */
  price: z
    .number('auction.priceDigits')
    .int('auction.priceDigits')
    .min(1, 'auction.priceDigits')
    .max(100_000_000, 'auction.priceTooHigh'),
})
export type BidTaskOutcome = z.infer<typeof BidTaskOutcome>

/** The auction as the record leaves it. */
export const StaffBidTaskRecorded = z.object({
  data: z.object({
    item_id: z.string(),
    current_price: z.number().int(),
    leader_bid_id: z.number().int().nullable(),
    ended: z.boolean(),
    result_recorded: z.boolean(),
  }),
})
