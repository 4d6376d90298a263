import type { EventBus } from '../events.ts'

/**
 * One bus subscription per process, handing each message only to the listeners of its key (a
 * customer, an auction): `route` reads the key and the value a message carries.
 */
export function busFanOut<T>(
  bus: EventBus,
  channel: string,
  route: (message: string) => { key: string; value: T },
) {
  const listeners = new Map<string, Set<(value: T) => void>>()
  let unsubscribe: (() => void) | null = null
  const onMessage = (message: string) => {
    const { key, value } = route(message)
    for (const listener of listeners.get(key) ?? []) listener(value)
  }
  return {
    listen(key: string, listener: (value: T) => void): () => void {
      unsubscribe ??= bus.subscribe(channel, onMessage)
      const set = listeners.get(key) ?? new Set()
      listeners.set(key, set)
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key)
      }
    },
    close() {
      unsubscribe?.()
      unsubscribe = null
      listeners.clear()
    },
  }
}
