import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { type Customer, createCustomer, newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'
import { memoryBus } from '../../platform/events.ts'
import {
  ACCOUNT_CHANGES_CHANNEL,
  accountChanged,
  forgetOnAccountChange,
} from './account-changes.ts'
import { sessions } from './schema.ts'

const t = useTestApp()

const me = (who: Customer) => who.inject({ url: '/api/users?filter[own]=1' })

/**
 * A signed-in customer whose session the server remembers and whose sessions are then ended
 * behind its back (as another process would): until the server forgets what it remembers of
 * them, their requests still pass (200); once it has, they are anonymous (401).
 */
async function rememberedOnly(): Promise<Customer> {
  const who = await createCustomer(t)
  expect((await me(who)).statusCode).toBe(200)
  await t.database.db.delete(sessions).where(eq(sessions.userId, who.uid))
  expect((await me(who)).statusCode).toBe(200)
  return who
}

describe('what an account change forgets', () => {
  test('a sign-out forgets the sessions of the one signing out, no one else’s', async () => {
    const [alice, bob] = await Promise.all([createCustomer(t), rememberedOnly()])
    expect((await me(alice)).statusCode).toBe(200)
    const out = await alice.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })
    expect(out.statusCode).toBe(200)
    expect((await me(alice)).statusCode).toBe(401)
    expect((await me(bob)).statusCode).toBe(200)
  })

  test('a change of one’s own profile forgets one’s sessions (they carry the name)', async () => {
    const [alice, bob] = await Promise.all([rememberedOnly(), rememberedOnly()])
    const changed = await alice.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload: { name: 'Lê Thị Mai' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await me(alice)).statusCode).toBe(401)
    expect((await me(bob)).statusCode).toBe(200)
  })

  test('staff disabling an account forgets its sessions, no one else’s', async () => {
    const [staff, alice, bob] = await Promise.all([
      createStaff(t),
      createCustomer(t),
      rememberedOnly(),
    ])
    const res = await staff.inject({ method: 'POST', url: `/api/staff/users/${alice.id}/disable` })
    expect(res.statusCode).toBe(200)
    expect((await me(alice)).statusCode).toBe(401)
    expect((await me(bob)).statusCode).toBe(200)
  })

  test('an account change told by the event is forgotten at once', async () => {
    const alice = await rememberedOnly()
    accountChanged(alice.uid)
    expect((await me(alice)).statusCode).toBe(401)
  })

  test('requests that only look like account changes forget nothing', async () => {
    const [bob, carol] = await Promise.all([rememberedOnly(), createCustomer(t)])
    const refused = [
      // A wrong password, a sign-out without a session, another's profile, a customer's staff call.
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: newClientAddress(),
        headers: { origin: ORIGIN },
        payload: { email: bob.email, password: 'not the password' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: ORIGIN },
        payload: {},
      }),
      carol.inject({ method: 'PUT', url: `/api/users/${bob.id}`, payload: { name: 'Khác' } }),
      carol.inject({ method: 'POST', url: `/api/staff/users/${bob.id}/disable` }),
    ]
    for (const res of await Promise.all(refused)) expect(res.statusCode).not.toBe(500)
    expect((await me(bob)).statusCode).toBe(200)
  })
})

test('an account changed here is forgotten here and told to the other processes; one changed there is forgotten here', async () => {
  const bus = memoryBus()
  const forgotten: string[] = []
  const told: string[] = []
  const stopListening = bus.subscribe(ACCOUNT_CHANGES_CHANNEL, (uid) => told.push(uid))
  const stop = forgetOnAccountChange((uid) => forgotten.push(uid), bus, { warn: () => {} })
  accountChanged('user-here')
  expect(forgotten).toEqual(['user-here'])
  await bus.publish(ACCOUNT_CHANGES_CHANNEL, 'user-there')
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  expect(told).toEqual(['user-here', 'user-there'])
  // The bus brings this process's own change back too: forgetting twice is harmless.
  expect(forgotten).toEqual(['user-here', 'user-here', 'user-there'])
  stop()
  stopListening()
  accountChanged('after stopping')
  expect(forgotten).not.toContain('after stopping')
})
