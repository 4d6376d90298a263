// Issue 6 targets of `npm run bench`: cart PUT and order creation, each by 16 customers at once.
// Customers are made with `npm run user:create` while the server is stopped, then sign in
// through the API (bearer tokens); every request of a customer carries their token.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'

export const CUSTOMERS = 16
const PASSWORD = 'bench password 1'

export const customerEmail = (i) => `bench.${i}@example.vn`
export const customerArgs = (i) => [
  '--email',
  customerEmail(i),
  '--password',
  PASSWORD,
  '--name',
  `Khách ${i}`,
]

/** One JSON call of the API, with a customer's bearer token when given. */
export async function call(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null }
}

/**
 * Signs every customer in (each from an address of its own: sign-in is limited per address,
 * the server trusts X-Forwarded-For in the bench) and gives each a saved address.
 */
export async function signInCustomers(base, port) {
  const customers = []
  for (let i = 0; i < CUSTOMERS; i++) {
    const signIn = await call(base, 'POST', '/api/auth/sign-in/email', {
      body: { email: customerEmail(i), password: PASSWORD },
      headers: { origin: `http://localhost:${port}`, 'x-forwarded-for': `198.18.0.${i + 1}` },
    })
    const token = signIn.headers.get('set-auth-token')
    if (signIn.status !== 200 || !token) throw new Error(`sign-in answered ${signIn.status}`)
    const me = await call(base, 'GET', '/api/users?filter[own]=1', { token })
    const id = me.json.data[0].id
    const address = await call(base, 'POST', '/api/addresses', {
      token,
      body: {
        consignee: `Khách ${i}`,
        tel: '0912345678',
        ward_id: '26881',
        address_detail: '12 Nguyễn Văn Lượng',
      },
    })
    if (address.status !== 201) throw new Error(`address answered ${address.status}`)
    customers.push({ id, token, addressId: address.json.data.id })
  }
  return customers
}

/** Products that go by air (some are banned from it, and their orders would be refused). */
async function productIds(base, supplier, pages) {
  const ids = []
  for (let page = 1; page <= pages; page++) {
    const res = await call(
      base,
      'GET',
      `/api/products?per_page=60&page=${page}&filter[suppliers.id]=${supplier}`,
    )
    for (const product of res.json.data) if (!product.banned_air) ids.push(product.id)
  }
  return ids
}

/** PUT /market/cart/{userId} setting the quantity of a line: each connection one customer. */
export async function measureCartPut(base, customers, options) {
  const [productId] = await productIds(base, 390, 1)
  for (const customer of customers) {
    const res = await call(base, 'PUT', `/market/cart/${customer.id}`, {
      token: customer.token,
      body: { shop_id: 'ikom', id: productId, quantity: 1 },
    })
    if (res.status !== 200) throw new Error(`cart PUT answered ${res.status}`)
  }
  let n = 0
  const result = await autocannon({
    url: base,
    connections: CUSTOMERS,
    duration: options.duration,
    ...(options.warmup > 0 ? { warmup: { duration: options.warmup, connections: CUSTOMERS } } : {}),
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          context.customer ??= customers[n++ % customers.length]
          const { customer } = context
          context.turn = (context.turn ?? 0) + 1
          return {
            ...request,
            path: `/market/cart/${customer.id}`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${customer.token}`,
            },
            body: JSON.stringify({
              shop_id: 'ikom',
              id: productId,
              quantity: 1 + (context.turn % 9),
            }),
          }
        },
      },
    ],
  })
  return {
    connections: CUSTOMERS,
    target: 'PUT /market/cart/{userId}',
    encoding: 'identity',
    bodyBytes: null,
    rps: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

export const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * Order creation: each customer, at once and over and over, puts a product in the cart and
 * orders it (one shop order, a new Idempotency-Key). Only the order requests are timed.
 */
export async function measureOrderCreation(base, customers, options) {
  const ids = await productIds(base, 390, 5)
  const latencies = []
  let non2xx = 0
  let errors = 0
  const refusals = {}
  let counting = false
  const deadline = () => performance.now()
  const startAt = deadline()
  const warmEnd = startAt + options.warmup * 1000
  const end = warmEnd + options.duration * 1000
  let next = 0
  await Promise.all(
    customers.map(async (customer) => {
      while (deadline() < end) {
        const productId = ids[next++ % ids.length]
        try {
          const put = await call(base, 'PUT', `/market/cart/${customer.id}`, {
            token: customer.token,
            body: { shop_id: 'ikom', id: productId, quantity: 1 },
          })
          if (put.status !== 200) throw new Error(`cart PUT ${put.status}`)
          const started = performance.now()
          counting = started >= warmEnd
          const order = await call(base, 'POST', '/market/ikom-order/create-retail-order-v2', {
            token: customer.token,
            headers: { 'idempotency-key': randomUUID() },
            body: {
              order_info: {
                shop_id: 'ikom',
                address_id: customer.addressId,
                shipment_method_id: 'air',
                customer_id: customer.id,
                items: [{ product: { id: productId }, quantity: 1 }],
              },
            },
          })
          if (counting) {
            latencies.push(performance.now() - started)
            if (order.status !== 201) {
              non2xx++
              refusals[order.status] = `${order.json?.message ?? ''} (product ${productId})`
            }
          }
        } catch {
          if (counting) errors++
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  for (const [status, message] of Object.entries(refusals)) {
    process.stderr.write(`order creation answered ${status}: ${message}\n`)
  }
  return {
    connections: CUSTOMERS,
    target: 'POST create-retail-order',
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
