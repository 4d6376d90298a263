import type { BidAnswer } from '@kaimono/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError, TooMany } from '../../platform/errors.ts'
import type { RateLimiter } from '../../platform/rate-limit.ts'

/**
 * A bid request as both bid calls answer it: BID_RATE_LIMIT a minute by who is signed in (not
 * the user_id sent: nobody spends another's allowance), §7's `type: 'failure'` beside the
 * message of every refusal, and `idempotent-replayed` on a retry's answer.
 */
export async function answerBid(
  req: FastifyRequest,
  reply: FastifyReply,
  limit: { limiter: RateLimiter; bidsAMinute: number | undefined },
  place: () => Promise<{ answer: BidAnswer; replayed: boolean }>,
): Promise<BidAnswer> {
  const bidder = req.ctx.user?.uid ?? `ip:${req.ip}`
  const { allowed, retryAfter } = await limit.limiter.consume(`bids:${bidder}`, {
    window: 60,
    max: limit.bidsAMinute ?? 30,
  })
  if (!allowed) throw new TooMany(retryAfter ?? undefined)
  const { answer, replayed } = await place().catch((error: unknown) => {
    throw error instanceof DomainError ? error.saying({ type: 'failure' }) : error
  })
  if (replayed) reply.header('idempotent-replayed', 'true')
  return answer
}
