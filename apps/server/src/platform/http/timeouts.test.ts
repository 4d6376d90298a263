import { once } from 'node:events'
import { type AddressInfo, connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { openStream } from '../../../test/sse.ts'
import { publishNotifications } from '../../modules/notifications/service.ts'

// Small limits, so that the server's own timers end the slow clients; the assertions are about
// what the server does, never about how long it took.
const t = useTestApp(
  (app: FastifyInstance) => {
    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.post('/api/__upload', async (req) => ({ bytes: JSON.stringify(req.body).length }))
    typed.post(
      '/api/__notify/:uid',
      { schema: { params: z.object({ uid: z.string() }) } },
      async (req) => {
        const notification = { id: 7 } as Parameters<
          typeof publishNotifications
        >[1][number]['notification']
        await publishNotifications(req.ctx, [{ userId: req.params.uid, notification }])
        return {}
      },
    )
  },
  {
    HEADERS_TIMEOUT_MS: '300',
    REQUEST_TIMEOUT_MS: '1500',
    KEEP_ALIVE_TIMEOUT_MS: '300',
    MAX_INCOMING_BODIES: '3',
    MAX_INCOMING_BODIES_PER_CLIENT: '2',
  },
)

let port: number
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

type Client = { socket: Socket; text: () => string; closed: Promise<unknown> }
const clients: Client[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.destroy()
})

/** A raw connection (from `localAddress`, another client address on the loopback). */
async function client(localAddress = '127.0.0.1'): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1', localAddress })
  let text = ''
  socket.on('data', (chunk) => {
    text += chunk
  })
  // A server that answers and closes while the client is still sending may reset the
  // connection (ECONNRESET): that is a close too, never a failure of the test's waiting.
  socket.on('error', () => {})
  const closed = new Promise((resolve) => socket.once('close', resolve))
  await once(socket, 'connect')
  const made = { socket, text: () => text, closed }
  clients.push(made)
  return made
}

/**
 * Writes `piece` every 50 ms until the server answers or closes the connection. Stopping at the
 * answer leaves nothing unread on the server's side when it closes, so it closes with a FIN, not
 * a reset that could drop the answer before the client reads it.
 */
function trickle(who: Client, piece: string) {
  const stop = () => clearInterval(timer)
  const timer = setInterval(() => {
    if (who.text() === '') who.socket.write(piece)
    else stop()
  }, 50)
  void who.closed.then(stop)
}

const slowUpload = (expectContinue = false) =>
  [
    'POST /api/__upload HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
    'Content-Length: 100000',
    ...(expectContinue ? ['Expect: 100-continue'] : []),
    '',
    '',
  ].join('\r\n')

/** Starts a body that never finishes; resolves once the server has taken it in (100 Continue). */
async function startSlowBody(localAddress?: string): Promise<Client> {
  const who = await client(localAddress)
  who.socket.write(slowUpload(true))
  while (!who.text().includes('HTTP/1.1 100') && !who.text().includes('HTTP/1.1 4')) {
    await Promise.race([once(who.socket, 'data').catch(() => {}), who.closed])
    if (who.socket.destroyed) break
  }
  return who
}

test('a body sent a byte at a time is answered 408 and closed', async () => {
  const slow = await client()
  slow.socket.write(`${slowUpload()}[`)
  trickle(slow, ' ')
  await slow.closed
  expect(slow.text()).toMatch(/^HTTP\/1\.1 408/)
})

test('headers sent a line at a time are answered 408 and closed', async () => {
  const slow = await client()
  slow.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n')
  trickle(slow, 'X-Slow: 1\r\n')
  await slow.closed
  expect(slow.text()).toMatch(/^HTTP\/1\.1 408/)
})

test('an idle keep-alive connection is closed after its answer', async () => {
  const idle = await client()
  idle.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n')
  await idle.closed
  expect(idle.text()).toMatch(/^HTTP\/1\.1 200/)
})

test('a connection that never sends a request is closed', async () => {
  const silent = await client()
  await silent.closed
  expect(silent.text()).not.toMatch(/^HTTP\/1\.1 200/)
})

test('unfinished bodies are capped per client address (429) and per process (503)', async () => {
  const first = await startSlowBody('127.0.0.1')
  const second = await startSlowBody('127.0.0.1')
  const third = await startSlowBody('127.0.0.1')
  await third.closed
  expect(third.text()).toMatch(/HTTP\/1\.1 429 /)
  expect(third.text()).toMatch(/\r\nretry-after: 5\r\n/i)

  const other = await startSlowBody('127.0.0.2')
  expect(other.text()).toMatch(/^HTTP\/1\.1 100/)
  const overflow = await startSlowBody('127.0.0.3')
  await overflow.closed
  expect(overflow.text()).toMatch(/HTTP\/1\.1 503 /)

  // The ones let in are still bound by the request timeout, which gives their places back.
  for (const accepted of [first, second, other]) {
    await accepted.closed
    expect(accepted.text()).toMatch(/HTTP\/1\.1 408 /)
  }
})

test('bodies answered without being read free their place, and their connections end', async () => {
  for (let i = 0; i < 3; i++) {
    const refused = await client()
    refused.socket.write(
      'POST /api/staff/wallets/deposits HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    )
    while (!refused.text().includes('\r\n\r\n')) await once(refused.socket, 'data')
    expect(refused.text()).toMatch(/^HTTP\/1\.1 401 /)
    expect(refused.text()).toMatch(/\r\nconnection: close\r\n/i)
  }
  const next = await startSlowBody()
  expect(next.text()).toMatch(/^HTTP\/1\.1 100 /)
})

test('a body that arrives at once, near the size limit, is served', async () => {
  const payload = JSON.stringify({ text: 'x'.repeat(1_000_000) })
  const res = await fetch(`http://127.0.0.1:${port}/api/__upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: payload,
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ bytes: payload.length })
})

test('a notification stream outlives the request timeout', async () => {
  const customer = await createCustomer(t)
  const stream = openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
    cookie: customer.cookie,
  })
  expect(await stream.opened).toBe(200)
  try {
    // A request started after the stream is timed out: the stream is older than it, so the
    // request timeout would have reached the stream first.
    const slow = await client()
    slow.socket.write(`${slowUpload()}[`)
    trickle(slow, ' ')
    await slow.closed
    expect(slow.text()).toMatch(/^HTTP\/1\.1 408/)

    await t.app.inject({ method: 'POST', url: `/api/__notify/${customer.uid}` })
    expect(JSON.parse((await stream.next()).data)).toEqual({ id: 7 })
  } finally {
    stream.close()
  }
})
