import {
  AuctionBidInput,
  AuctionLogList,
  auctionLogListSpec,
  BidAnswer,
  BidList,
  BidListQuery,
  BidTaskOutcome,
  EcoringDetailQuery,
  idText,
  PermissionAnswer,
  PermissionQuery,
  PermissionRequest,
  PermissionRequested,
  PermissionRequestInput,
  StaffBidTaskList,
  StaffBidTaskQuery,
  StaffBidTaskRecorded,
  StaffPermissionList,
  StaffPermissionQuery,
  Timedown,
  TimedownQuery,
} from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EventBus } from '../../platform/events.ts'
import { idempotencyHeader } from '../../platform/http/idempotency.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { fixedWindowLimiter, type RateLimiter } from '../../platform/rate-limit.ts'
import { sseHeaders, sseStreams } from '../../platform/sse/index.ts'
import { answerBid } from './bid-route.ts'
import { type BidDeps, placeBid } from './bids.ts'
import { ecoringRoutes } from './ecoring/routes.ts'
import { type AuctionNews, auctionFanOut, liveKey } from './live.ts'
import { listAuctionLogs } from './logs.ts'
import {
  checkPermission,
  decidePermission,
  listPermissionRequests,
  requestPermission,
} from './permissions.ts'
import { bidList, secondsLeft } from './read.ts'
import { listBidTasks, recordBidTask } from './staff-queue.ts'

/** Live auction pages one client may hold open on one process. */
const STREAMS_A_CLIENT = 12

/** §7 Auction calls: the countdown, permissions, bids, the bid list, its live stream, the log. */
export function auctionRoutes(
  deps: BidDeps,
  bus: EventBus,
  limiter: RateLimiter = fixedWindowLimiter(),
): FastifyPluginAsyncZod {
  const now = () => deps.now?.() ?? Date.now()
  return async (app) => {
    await app.register(ecoringRoutes(deps, limiter))

    app.get(
      '/market/common/timedown',
      {
        schema: {
          tags: ['auctions'],
          summary: 'Seconds a Yahoo! auction has left by the server’s clock (0 once ended)',
          querystring: TimedownQuery,
          response: { 200: Timedown },
        },
      },
      async (req) => secondsLeft(req.ctx, deps.markets, req.query.id, now()),
    )

    for (const [path, supplier] of [
      ['/market/auction/check-user-permission', 'YahooAuction'],
      ['/market/ecoring/check-ecoring-user-permission', 'Ecoring'],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            tags: ['auctions'],
            summary: `Whether you may bid through ${supplier} (user_id must be yours)`,
            querystring: PermissionQuery,
            response: { 200: PermissionAnswer },
          },
        },
        async (req) => checkPermission(req.ctx, req.query.user_id, supplier),
      )
    }

    app.post(
      '/market/request-permission/create',
      {
        schema: {
          tags: ['auctions'],
          summary: 'Ask to bid through a supplier, with a phone number staff call within 24 h',
          body: PermissionRequestInput,
          response: { 201: PermissionRequested },
        },
      },
      async (req, reply) =>
        reply.code(201).send({
          data: await requestPermission(req.ctx, req.body),
          message: translate(req.lang, 'auction.permissionRequested'),
        }),
    )

    app.post(
      '/market/auction/create-auction-request',
      {
        schema: {
          tags: ['auctions'],
          summary:
            'Place or raise your maximum bid (yen) on a Yahoo! auction; a refusal has type failure and the message to show',
          body: AuctionBidInput,
          response: { 200: BidAnswer },
        },
      },
      async (req, reply) =>
        answerBid(req, reply, { limiter, bidsAMinute: deps.bidsAMinute }, () =>
          placeBid(req.ctx, deps, req.body, idempotencyHeader(req), req.ip),
        ),
    )

    app.get(
      '/market/auction/bid-list',
      {
        schema: {
          tags: ['auctions'],
          summary: 'The bids on an auction (names masked), its price, bids and end, and yours',
          querystring: BidListQuery,
          response: { 200: BidList },
        },
      },
      async (req) => bidList(req.ctx, deps.markets, req.query.auction_id, now()),
    )

    const fanOut = auctionFanOut(bus)
    const streams = sseStreams({ maxPerCustomer: STREAMS_A_CLIENT })
    app.addHook('preClose', async () => {
      streams.close()
      fanOut.close()
    })
    const event = (news: AuctionNews) => ({ id: news.bid_count, event: 'auction', data: news })
    /** The lot's news as a stream; a page that comes back reads the item again: no replay. */
    const live = (req: FastifyRequest, reply: FastifyReply, market: string, itemId: string) =>
      streams.open(req, reply, {
        customer: req.ctx.user?.uid ?? `ip:${req.ip}`,
        subscribe: (send) => fanOut.listen(liveKey(market, itemId), (news) => send(event(news))),
        resume: async () => [],
      })
    const liveSummary = (what: string) =>
      `Server-Sent Events: ${what}’s price, bids and leader as an \`auction\` event each time a bid changes them`

    app.get(
      '/market/auction/live',
      {
        schema: {
          tags: ['auctions'],
          summary: liveSummary('the auction'),
          querystring: BidListQuery,
          headers: sseHeaders,
        },
      },
      async (req, reply) => live(req, reply, 'yahoo-auction', req.query.auction_id),
    )

    app.get(
      '/market/ecoring/live',
      {
        schema: {
          tags: ['ecoring'],
          summary: liveSummary('an Ecoring lot'),
          querystring: EcoringDetailQuery,
          headers: sseHeaders,
        },
      },
      async (req, reply) => live(req, reply, 'ecoring', String(req.query.id)),
    )

    app.get(
      '/api/staff/auction-permissions',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: permission requests in a state (pending by default), oldest first',
          querystring: StaffPermissionQuery,
          response: { 200: StaffPermissionList },
        },
      },
      async (req) => ({ data: await listPermissionRequests(req.ctx, req.query.status) }),
    )

    for (const [verb, decision] of [
      ['grant', 'granted'],
      ['deny', 'denied'],
    ] as const) {
      app.post(
        `/api/staff/auction-permissions/:id/${verb}`,
        {
          schema: {
            tags: ['staff'],
            summary: `Staff: ${verb} a pending permission request; the customer is notified`,
            params: z.object({ id: idText() }),
            response: { 200: z.object({ data: PermissionRequest }) },
          },
        },
        async (req) => ({ data: await decidePermission(req.ctx, req.params.id, decision) }),
      )
    }

    app.get(
      '/api/staff/auction-tasks',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Staff: the bids to place on real Yahoo! auctions (AUCTION_AGENT=staff), in a state (queued by default), earliest due first',
          querystring: StaffBidTaskQuery,
          response: { 200: StaffBidTaskList },
        },
      },
      async (req) => ({ data: await listBidTasks(req.ctx, req.query) }),
    )

    app.post(
      '/api/staff/auction-tasks/:id/record',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Staff: record what Yahoo! said of a bid: placed or outbid while it runs, won or lost after the end (the closing then settles it)',
          params: z.object({ id: idText() }),
          body: BidTaskOutcome,
          response: { 200: StaffBidTaskRecorded },
        },
      },
      async (req) => {
        const auction = await recordBidTask(req.ctx, req.params.id, req.body, now())
        return {
          data: {
            item_id: auction.itemId,
            current_price: auction.currentPrice,
            leader_bid_id: auction.leaderBidId,
            ended: auction.endTime.getTime() <= now(),
            result_recorded: auction.resultAt !== null,
          },
        }
      },
    )

    app.get(
      '/api/order/auction-logs',
      {
        schema: {
          tags: ['auctions'],
          summary:
            'Your bid log: one row per auction you bid on, newest bid first; filter[status]; always your own, whatever filter[user_id] says',
          querystring: listQuerySchema(auctionLogListSpec),
          response: { 200: AuctionLogList },
        },
      },
      async (req) => listAuctionLogs(req.ctx, parseListQuery(req, auctionLogListSpec)),
    )
  }
}
