import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { memoryBus } from '../events.ts'
import { registerErrorHandling } from '../http/errors.ts'
import { busFanOut } from './fan-out.ts'
import { type SseEvent, sseStreams } from './stream.ts'

const bus = memoryBus()
const fanOut = busFanOut<SseEvent>(bus, 'test', (message) => JSON.parse(message))
const streams = sseStreams({ maxPerCustomer: 2, heartbeatMs: 25_000 })
let resume: (lastId: number) => Promise<SseEvent[]> = async () => []
const app = Fastify()
app.decorateRequest('lang', 'en')
registerErrorHandling(app, [])
app.get('/stream/:customer', async (req, reply) => {
  const { customer } = req.params as { customer: string }
  await streams.open(req, reply, {
    customer,
    subscribe: (send) => fanOut.listen(customer, send),
    resume: (lastId) => resume(lastId),
  })
})
let base = ''
const connections: (() => void)[] = []

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterEach(() => {
  for (const close of connections.splice(0)) close()
  resume = async () => []
})
afterAll(async () => {
  streams.close()
  fanOut.close()
  await app.close()
})

/** A stream as the browser reads it: the raw text, and when the server ended it. */
function connect(customer: string, headers: Record<string, string> = {}) {
  let text = ''
  let close = () => {}
  let ended = false
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(`${base}/stream/${customer}`, { headers }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => {
        ended = true
      })
      resolve(res)
    })
    req.on('error', reject)
    req.end()
    close = () => req.destroy()
  })
  connections.push(() => close())
  return {
    response,
    text: () => text,
    ended: () => ended,
    close: () => close(),
  }
}

const publish = (customer: string, event: SseEvent) =>
  bus.publish('test', JSON.stringify({ key: customer, value: event }))

const event = (id: number): SseEvent => ({ id, event: 'bid', data: { id } })
const wire = (id: number) => `id: ${id}\nevent: bid\ndata: {"id":${id}}\n\n`

test('a stream opens with its headers and the retry delay, and carries its customer’s events only', async () => {
  const ann = connect('ann')
  const bob = connect('bob')
  const response = await ann.response
  expect(response.statusCode).toBe(200)
  expect(response.headers).toMatchObject({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  })
  await bob.response
  await vi.waitFor(() => expect(ann.text()).toBe('retry: 3000\n\n'))
  await publish('ann', event(1))
  await publish('bob', event(2))
  await vi.waitFor(() => expect(ann.text()).toBe(`retry: 3000\n\n${wire(1)}`))
  await vi.waitFor(() => expect(bob.text()).toBe(`retry: 3000\n\n${wire(2)}`))
})

test('a stream that comes back gets what it missed first, then live events, each once', async () => {
  let release = (_events: SseEvent[]) => {}
  const asked: number[] = []
  resume = (lastId) => {
    asked.push(lastId)
    return new Promise((resolve) => {
      release = resolve
    })
  }
  const ann = connect('ann', { 'last-event-id': '1' })
  await ann.response
  await vi.waitFor(() => expect(asked).toEqual([1]))
  await publish('ann', event(3))
  await publish('ann', event(4))
  release([event(2), event(3)])
  await vi.waitFor(() => expect(ann.text()).toBe(`retry: 3000\n\n${wire(2)}${wire(3)}${wire(4)}`))
})

test('an idle stream sends a comment every heartbeat', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  try {
    const ann = connect('ann')
    await ann.response
    await vi.waitFor(() => expect(ann.text()).toBe('retry: 3000\n\n'))
    vi.advanceTimersByTime(25_000)
    await vi.waitFor(() => expect(ann.text()).toBe('retry: 3000\n\n: keep-alive\n\n'))
    ann.close()
    await vi.waitFor(() => expect(streams.count('ann')).toBe(0))
  } finally {
    vi.useRealTimers()
  }
})

test('a customer holds a limited number of streams; closing one frees its place', async () => {
  const first = connect('ann')
  const second = connect('ann')
  expect((await first.response).statusCode).toBe(200)
  expect((await second.response).statusCode).toBe(200)
  expect((await connect('ann').response).statusCode).toBe(429)
  expect((await connect('bob').response).statusCode).toBe(200)
  first.close()
  await vi.waitFor(() => expect(streams.count('ann')).toBe(1))
  expect((await connect('ann').response).statusCode).toBe(200)
})

test('closing ends every stream and stops listening', async () => {
  const own = sseStreams({ maxPerCustomer: 1 })
  const stops: string[] = []
  const server = Fastify()
  server.decorateRequest('lang', 'en')
  server.get('/stream/:customer', (req, reply) =>
    own.open(req, reply, {
      customer: (req.params as { customer: string }).customer,
      subscribe: () => () => stops.push('stopped'),
      resume: async () => [],
    }),
  )
  await server.listen({ port: 0, host: '127.0.0.1' })
  try {
    const port = (server.server.address() as AddressInfo).port
    const streamsOpen = await Promise.all(
      ['ann', 'bob'].map(
        (customer) =>
          new Promise<IncomingMessage>((resolve) =>
            request(`http://127.0.0.1:${port}/stream/${customer}`, resolve).end(),
          ),
      ),
    )
    const ends = streamsOpen.map(
      (response) => new Promise((resolve) => response.on('end', resolve).resume()),
    )
    own.close()
    await Promise.all(ends)
    expect(stops).toEqual(['stopped', 'stopped'])
    expect(own.count('ann')).toBe(0)
  } finally {
    await server.close()
  }
})

test('a fan-out hands each message to its key’s listeners and subscribes once', async () => {
  const subscribe = vi.spyOn(bus, 'subscribe')
  const own = busFanOut<number>(bus, 'fan', (message) => JSON.parse(message))
  const heard: string[] = []
  const stopAnn = own.listen('ann', (value) => heard.push(`ann ${value}`))
  own.listen('bob', (value) => heard.push(`bob ${value}`))
  await bus.publish('fan', JSON.stringify({ key: 'ann', value: 1 }))
  await bus.publish('fan', JSON.stringify({ key: 'bob', value: 2 }))
  await vi.waitFor(() => expect(heard).toEqual(['ann 1', 'bob 2']))
  stopAnn()
  await bus.publish('fan', JSON.stringify({ key: 'ann', value: 3 }))
  await bus.publish('fan', JSON.stringify({ key: 'bob', value: 4 }))
  await vi.waitFor(() => expect(heard).toEqual(['ann 1', 'bob 2', 'bob 4']))
  expect(subscribe).toHaveBeenCalledOnce()
  own.close()
  subscribe.mockRestore()
})
