import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from '../db/index.ts'
import type { Mailer, MailMessage } from './mailer.ts'
import { createMailQueue, MAX_ATTEMPTS, retryDelaySeconds } from './queue.ts'
import { mailQueue } from './schema.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database?.close())
beforeEach(async () => {
  await database.db.delete(mailQueue)
})

const silent = { info: () => {}, warn: () => {}, error: () => {} }
const message = (to: string): MailMessage => ({
  to,
  subject: 'Xác nhận email',
  text: 'https://kaimono.vn/api/auth/verify-email?token=t',
  lang: 'vi',
  tag: 'verify-email',
})

/** A mail server in memory: what it took, and whether it is up. */
function fakeMailer() {
  const sent: MailMessage[] = []
  const server = {
    sent,
    up: true,
    /** Resolves at the next mail the server takes. */
    next: Promise.withResolvers<MailMessage>(),
    mailer: {
      async send(mail) {
        if (!server.up) throw new Error('421 service not available')
        sent.push(mail)
        server.next.resolve(mail)
        server.next = Promise.withResolvers<MailMessage>()
        return { id: String(sent.length) }
      },
      async close() {},
    } satisfies Mailer,
  }
  return server
}

const rows = () => database.db.select().from(mailQueue)

test('send only queues the mail; a drain sends it once and empties the queue', async () => {
  const server = fakeMailer()
  const queue = createMailQueue({ db: database.db, mailer: server.mailer, log: silent })
  await queue.send(message('an@example.vn'))
  expect(server.sent).toEqual([])
  expect(await rows()).toHaveLength(1)
  expect(await queue.drain()).toBe(1)
  expect(server.sent).toEqual([message('an@example.vn')])
  expect(await rows()).toEqual([])
  expect(await queue.drain()).toBe(0)
})

test('a mail the server refused is retried later and later, then given up on', async () => {
  let now = Date.parse('2026-11-20T03:00:00Z')
  const server = fakeMailer()
  server.up = false
  const queue = createMailQueue({
    db: database.db,
    mailer: server.mailer,
    log: silent,
    now: () => now,
  })
  await queue.send(message('binh@example.vn'))
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
    expect(await queue.drain()).toBe(0)
    now += retryDelaySeconds(attempt) * 1000 - 1
    expect(await queue.drain()).toBe(0)
    now += 1
  }
  expect(await queue.drain()).toBe(0)
  const [row] = await rows()
  expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: '421 service not available' })
  expect(row?.failedAt).not.toBeNull()
  server.up = true
  now += 365 * 24 * 60 * 60 * 1000
  expect(await queue.drain()).toBe(0)
  expect(server.sent).toEqual([])
})

test('a mail that failed once goes out on its retry', async () => {
  let now = Date.parse('2026-11-20T03:00:00Z')
  const server = fakeMailer()
  server.up = false
  const queue = createMailQueue({
    db: database.db,
    mailer: server.mailer,
    log: silent,
    now: () => now,
  })
  await queue.send(message('chi@example.vn'))
  await queue.drain()
  server.up = true
  now += retryDelaySeconds(1) * 1000
  expect(await queue.drain()).toBe(1)
  expect(server.sent.map((mail) => mail.to)).toEqual(['chi@example.vn'])
})

test('processes sharing the queue send each mail exactly once', async () => {
  const server = fakeMailer()
  const first = createMailQueue({ db: database.db, mailer: server.mailer, log: silent })
  const second = createMailQueue({ db: database.db, mailer: server.mailer, log: silent })
  const addresses = Array.from({ length: 25 }, (_, i) => `khach${i}@example.vn`)
  for (const to of addresses) await first.send(message(to))
  const [a, b] = await Promise.all([first.drain(), second.drain()])
  expect(a + b).toBe(25)
  expect(server.sent.map((mail) => mail.to).sort()).toEqual([...addresses].sort())
})

test('a started queue sends a mail as soon as it is queued, without waiting for its timer', async () => {
  const server = fakeMailer()
  const queue = createMailQueue({
    db: database.db,
    mailer: server.mailer,
    log: silent,
    pollMs: 60 * 60 * 1000,
  })
  queue.start()
  try {
    const arrived = server.next.promise
    await queue.send(message('dung@example.vn'))
    expect((await arrived).to).toBe('dung@example.vn')
  } finally {
    await queue.close()
  }
})

test('mail queued before a restart is sent by the next process', async () => {
  const down = fakeMailer()
  const before = createMailQueue({ db: database.db, mailer: down.mailer, log: silent })
  await before.send(message('em@example.vn'))
  await before.close()
  const server = fakeMailer()
  const after = createMailQueue({ db: database.db, mailer: server.mailer, log: silent })
  const arrived = server.next.promise
  after.start()
  try {
    expect((await arrived).to).toBe('em@example.vn')
  } finally {
    await after.close()
  }
})
