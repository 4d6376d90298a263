// Issue 20 target of `npm run bench`: bids by 16 customers at once. An admin made with
// `npm run user:create` grants the bench's customers permission and fills their wallets through
// the staff API; then each customer bids, over and over, on the open Yahoo! auctions of the
// mirror, each bid above every maximum so far on its auction (so each is accepted and moves
// the price, the holds and the standings, as a real fight does).
import { randomUUID } from 'node:crypto'
import { CUSTOMERS, call, percentile } from './checkout.mjs'

const ADMIN_EMAIL = 'bench.admin@example.vn'
const ADMIN_PASSWORD = 'bench admin password 1'
/** Auctions the customers bid on at once: two customers an auction. */
const AUCTIONS = 8
/** Each bid this far above the last maximum on its auction: past any increment (¥1,000). */
const STEP = 2_000

export const adminArgs = [
  '--email',
  ADMIN_EMAIL,
  '--password',
  ADMIN_PASSWORD,
  '--name',
  'Bench admin',
  '--role',
  'admin',
]

/** Permission to bid and 90,000,000,000 đ for every customer, through the staff API. */
export async function prepareBidders(base, port, customers) {
  const signIn = await call(base, 'POST', '/api/auth/sign-in/email', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { origin: `http://localhost:${port}`, 'x-forwarded-for': '198.18.1.1' },
  })
  const admin = signIn.headers.get('set-auth-token')
  if (signIn.status !== 200 || !admin) throw new Error(`admin sign-in answered ${signIn.status}`)
  for (const customer of customers) {
    const asked = await call(base, 'POST', '/market/request-permission/create', {
      token: customer.token,
      body: { supplier_name: 'YahooAuction', tel: '0912345678', user_id: customer.id },
    })
    if (asked.status !== 201) throw new Error(`permission request answered ${asked.status}`)
    if (asked.json.data.status === 'pending') {
      const granted = await call(
        base,
        'POST',
        `/api/staff/auction-permissions/${asked.json.data.id}/grant`,
        { token: admin },
      )
      if (granted.status !== 200) throw new Error(`grant answered ${granted.status}`)
    }
    const deposit = await call(base, 'POST', '/api/staff/wallets/deposits', {
      token: admin,
      headers: { 'idempotency-key': `bench-bids-${customer.id}` },
      body: {
        customer_id: customer.id,
        currency_id: 'VND',
        amount: 90_000_000_000,
        reference: `BENCH${customer.id}`,
      },
    })
    if (deposit.status !== 201 && deposit.status !== 200) {
      throw new Error(`deposit answered ${deposit.status}`)
    }
  }
}

/** Open auctions of the mirror, ending later than the bench runs. */
async function openAuctions(base) {
  const found = []
  for (let page = 1; page <= 5 && found.length < AUCTIONS; page++) {
    const res = await call(base, 'GET', `/market/v3/yahoo-auction?page=${page}&sort=price_asc`)
    for (const item of res.json.items) {
      if (!item.is_sold_out && item.end_time > Date.now() / 1000 + 3_600) found.push(item)
    }
  }
  if (found.length === 0) throw new Error('no open Yahoo! auction in the mirror')
  return found.slice(0, AUCTIONS).map((item) => ({ url: item.url, next: item.price + STEP }))
}

/**
 * Bids: each customer, at once and over and over, raises their maximum on one of the auctions
 * (customer i on auction i mod 8), each bid the next step above every maximum on it so far.
 * Every request is timed after the warm-up; each carries a new Idempotency-Key.
 */
export async function measureBids(base, customers, options) {
  const auctions = await openAuctions(base)
  const latencies = []
  let non2xx = 0
  let errors = 0
  const refusals = {}
  const startAt = performance.now()
  const warmEnd = startAt + options.warmup * 1000
  const end = warmEnd + options.duration * 1000
  await Promise.all(
    customers.map(async (customer, i) => {
      const auction = auctions[i % auctions.length]
      while (performance.now() < end) {
        const price = auction.next
        auction.next += STEP
        const started = performance.now()
        try {
          const bid = await call(base, 'POST', '/market/auction/create-auction-request', {
            token: customer.token,
            headers: { 'idempotency-key': randomUUID() },
            body: { url: auction.url, price, user_id: customer.id },
          })
          if (started >= warmEnd) {
            latencies.push(performance.now() - started)
            if (bid.status !== 200) {
              non2xx++
              refusals[bid.status] = bid.json?.message ?? ''
            }
          }
        } catch {
          if (started >= warmEnd) errors++
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  for (const [status, message] of Object.entries(refusals)) {
    process.stderr.write(`bidding answered ${status}: ${message}\n`)
  }
  return {
    connections: CUSTOMERS,
    target: 'POST create-auction-request',
    encoding: 'identity',
    bodyBytes: null,
    rps: latencies.length / options.duration,
    requests: latencies.length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    non2xx,
    errors,
    timeouts: 0,
  }
}
