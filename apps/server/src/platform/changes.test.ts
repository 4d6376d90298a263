import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anotherHandle, freshDatabase } from '../../test/db.ts'
import { announce, shareChanges } from './changes.ts'
import type { DatabaseHandle } from './db/index.ts'
import { memoryBus } from './events.ts'

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('changes told to the other processes', () => {
  let one: DatabaseHandle
  let other: DatabaseHandle
  beforeAll(async () => {
    ;[one, other] = await Promise.all([freshDatabase(), freshDatabase()])
  })
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()])
  })

  test('a change reaches the other handles of its database, not itself, until stopped', async () => {
    const bus = memoryBus()
    // Handles a and b on one database, as two processes hold (their caches are kept per
    // handle); c on another database, on the same bus.
    const [a, b, c] = [anotherHandle(one).db, anotherHandle(one).db, other.db]
    const heard: string[] = []
    const handlers = (name: string) => ({
      catalog: () => heard.push(`${name} catalog`),
      pages: () => heard.push(`${name} pages`),
    })
    const stopA = await shareChanges(a, bus, handlers('a'))
    await shareChanges(b, bus, handlers('b'))
    await shareChanges(c, bus, handlers('c'))
    announce(a, 'catalog')
    await settle()
    expect(heard).toEqual(['b catalog'])
    announce(b, 'pages')
    await settle()
    expect(heard).toEqual(['b catalog', 'a pages'])
    // A handle that shares nothing announces nothing; a stopped one hears nothing.
    announce(anotherHandle(one).db, 'catalog')
    stopA()
    announce(b, 'catalog')
    announce(c, 'catalog')
    await settle()
    expect(heard).toEqual(['b catalog', 'a pages'])
  })

  test('a message that is not a change is ignored', async () => {
    const bus = memoryBus()
    const channels: string[] = []
    const subscribe = bus.subscribe.bind(bus)
    bus.subscribe = (channel, listener) => {
      channels.push(channel)
      return subscribe(channel, listener)
    }
    const heard: string[] = []
    await shareChanges(anotherHandle(other).db, bus, {
      catalog: () => heard.push('catalog'),
      pages: () => heard.push('pages'),
    })
    const [channel = ''] = channels
    for (const message of ['', 'not json', '{"origin":"x","change":"everything"}', '[]']) {
      await bus.publish(channel, message)
    }
    await bus.publish(channel, '{"origin":"x","change":"pages"}')
    await settle()
    expect(heard).toEqual(['pages'])
  })
})
