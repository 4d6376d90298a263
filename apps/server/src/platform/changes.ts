/**
 * Changes told to every server process (issue 16): each process keeps the catalogue's answers,
 * orders, cards and pages in memory, and a change made through one process must reach the
 * others' copies too. A process forgets its own copies at once and publishes the change on the
 * event bus (Redis pub/sub when REDIS_URL is set); every other process on the same database
 * forgets its copies when the message arrives. Without Redis the bus stays in the process, and
 * another process's copies age out within their time to live (30 s), as before.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './db/index.ts'
import { appMeta } from './db/meta-schema.ts'
import { perDatabase } from './db/per-database.ts'
import type { EventBus } from './events.ts'

/** The database's own name for itself, made by the first process to start on it. */
const DATABASE_ID_KEY = 'database.id'

/** What went stale: the catalogue (its answers and its pages), or the pages alone. */
export type Change = 'catalog' | 'pages'

type Sharing = { bus: EventBus; channel: string; origin: string }
const sharing = perDatabase((): { current: Sharing | null } => ({ current: null }))

/**
 * Publishes this database's changes on `bus` and, for a change another process published,
 * calls its handler. Returns the function that stops both. The channel is the database's: the
 * processes of another database (staging beside production, tests) sharing the Redis are not
 * told.
 */
export async function shareChanges(
  db: Database,
  bus: EventBus,
  handlers: Record<Change, () => void>,
): Promise<() => void> {
  await db
    .insert(appMeta)
    .values({ key: DATABASE_ID_KEY, value: randomUUID() })
    .onConflictDoNothing()
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DATABASE_ID_KEY))
  // Messages carry who sent them: a process has forgotten its own copies before it publishes.
  const mine: Sharing = { bus, channel: `kaimono:changed:${row?.value}`, origin: randomUUID() }
  const slot = sharing.of(db)
  slot.current = mine
  const stop = bus.subscribe(mine.channel, (message) => {
    const { origin, change } = parseMessage(message)
    if (origin !== mine.origin && change) handlers[change]()
  })
  return () => {
    stop()
    if (slot.current === mine) slot.current = null
  }
}

/** Tells the other processes on this database of a change; a lost message costs staleness only. */
export function announce(db: Database, change: Change): void {
  const shared = sharing.made(db)?.current
  if (!shared) return
  shared.bus
    .publish(shared.channel, JSON.stringify({ origin: shared.origin, change }))
    .catch(() => undefined)
}

function parseMessage(message: string): { origin?: string; change?: Change } {
  try {
    const parsed = JSON.parse(message) as { origin?: unknown; change?: unknown }
    const change =
      parsed.change === 'catalog' || parsed.change === 'pages' ? parsed.change : undefined
    return { origin: typeof parsed.origin === 'string' ? parsed.origin : undefined, change }
  } catch {
    return {}
  }
}
