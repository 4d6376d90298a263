import { Redis } from 'ioredis'

/**
 * Publish/subscribe between server processes (ARCHITECTURE §6): through Redis when REDIS_URL is
 * set, so a message published by one process reaches listeners in every process; in-process
 * otherwise. Messages are strings; delivery is at most once, as Redis pub/sub is.
 */
export type EventBus = {
  publish(channel: string, message: string): Promise<void>
  /** Calls `listener` for every message on the channel until the returned function is called. */
  subscribe(channel: string, listener: (message: string) => void): () => void
  close(): Promise<void>
}

type Listeners = Map<string, Set<(message: string) => void>>

function deliver(listeners: Listeners, channel: string, message: string) {
  for (const listener of listeners.get(channel) ?? []) listener(message)
}

function addListener(listeners: Listeners, channel: string, listener: (message: string) => void) {
  const first = !listeners.has(channel)
  const set = listeners.get(channel) ?? new Set()
  listeners.set(channel, set)
  set.add(listener)
  return {
    first,
    remove: () => {
      set.delete(listener)
      if (set.size > 0) return false
      listeners.delete(channel)
      return true
    },
  }
}

export function memoryBus(): EventBus {
  const listeners: Listeners = new Map()
  return {
    async publish(channel, message) {
      // Listeners run after the publisher's own work, as they would through Redis.
      queueMicrotask(() => deliver(listeners, channel, message))
    },
    subscribe: (channel, listener) => addListener(listeners, channel, listener).remove,
    async close() {
      listeners.clear()
    },
  }
}

type Log = { warn(object: object, message: string): void }

/** Two connections, as Redis wants: one in subscriber mode, one for publishing. */
export async function redisBus(url: string, log: Log): Promise<EventBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err) => log.warn({ err }, 'redis connection error'))
  }
  await Promise.all([publisher.connect(), subscriber.connect()])
  const listeners: Listeners = new Map()
  subscriber.on('message', (channel: string, message: string) =>
    deliver(listeners, channel, message),
  )
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message)
    },
    subscribe(channel, listener) {
      const { first, remove } = addListener(listeners, channel, listener)
      if (first) {
        subscriber.subscribe(channel).catch((err) => log.warn({ err, channel }, 'subscribe failed'))
      }
      return () => {
        if (!remove()) return
        subscriber
          .unsubscribe(channel)
          .catch((err) => log.warn({ err, channel }, 'unsubscribe failed'))
      }
    },
    async close() {
      listeners.clear()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
