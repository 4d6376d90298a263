import { once } from 'node:events'
import { type AddressInfo, connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, test } from 'vitest'
import { createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { openStream } from '../../../test/sse.ts'

let release = () => {}
let started = () => {}
const inFlight = new Promise<void>((resolve) => {
  started = resolve
})

const t = useTestApp((app: FastifyInstance) => {
  app.get('/api/__in-flight', async () => {
    started()
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return { finished: true }
  })
})

let port: number
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})

async function rawClient() {
  const socket = connect({ port, host: '127.0.0.1' })
  let text = ''
  socket.on('data', (chunk) => {
    text += chunk
  })
  const closed = once(socket, 'close')
  await once(socket, 'connect')
  return { socket, text: () => text, closed }
}

async function answered(client: { socket: Socket; text: () => string }, request: string) {
  client.socket.write(request)
  while (!client.text().includes('\r\n\r\n')) await once(client.socket, 'data')
}

test('closing finishes in-flight requests, ends streams and closes idle connections', async () => {
  const customer = await createCustomer(t)
  const stream = openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
    cookie: customer.cookie,
  })
  expect(await stream.opened).toBe(200)
  const neverAsked = await rawClient()
  const keptAlive = await rawClient()
  await answered(keptAlive, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
  const busy = await rawClient()
  busy.socket.write('GET /api/__in-flight HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await inFlight

  const closing = t.app.close()
  await Promise.all([neverAsked.closed, keptAlive.closed])
  release()
  await busy.closed
  expect(busy.text()).toMatch(
    /^HTTP\/1\.1 200 [\s\S]*\r\nconnection: close\r\n[\s\S]*"finished":true/i,
  )
  await closing
  expect(t.app.server.listening).toBe(false)
})
