import type { FastifyBaseLogger } from 'fastify'
import type { EventBus } from '../../platform/events.ts'

/** The bus channel on which processes tell each other of changed accounts (a user id each). */
export const ACCOUNT_CHANGES_CHANNEL = 'kaimono:account-changes'

const listeners = new Set<(uid: string) => void>()

/** Calls `listener` with the user id of every account changed here; returns how to stop. */
export function onAccountChanged(listener: (uid: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Tells that a user's sessions or what a session carries of them changed: a session ended
 * (sign-out, a password reset, the account disabled or deleted) or their name, email or role.
 * Called by the code that makes the change, once it is written.
 */
export function accountChanged(uid: string): void {
  for (const listener of listeners) listener(uid)
}

/**
 * Makes `forget(uid)` run for every account changed, in this process at once and in the others
 * through the bus; returns how to stop.
 */
export function forgetOnAccountChange(
  forget: (uid: string) => void,
  bus: EventBus,
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => void {
  const stopHere = onAccountChanged((uid) => {
    forget(uid)
    bus
      .publish(ACCOUNT_CHANGES_CHANNEL, uid)
      .catch((err) => log.warn({ err }, 'account change not published'))
  })
  const stopElsewhere = bus.subscribe(ACCOUNT_CHANGES_CHANNEL, forget)
  return () => {
    stopHere()
    stopElsewhere()
  }
}
