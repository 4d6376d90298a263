import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMailer } from './mailer.ts'
import { isOutboxId, listOutbox, newMailId, OutboxIdError, readOutboxMessage } from './outbox.ts'

let dataDir: string
const ids: string[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-outbox-'))
  const log = { info() {}, warn() {}, error() {} }
  const mailer = createMailer({ dataDir, from: 'Kaimono <no-reply@kaimono.test>', log })
  for (const [n, to] of ['a@example.vn', 'b@example.vn', 'A@Example.vn'].entries()) {
    const { id } = await mailer.send({
      to,
      subject: `Đơn hàng #${n + 1}`,
      text: `Mail ${n + 1}`,
      html: n === 0 ? '<p>Mail <b>1</b></p>' : undefined,
      lang: 'vi',
      tag: 'order-update',
    })
    ids.push(id)
  }
  await mailer.close()
})

afterAll(() => rm(dataDir, { recursive: true, force: true }))

test('ids sort by time, even within one millisecond', () => {
  // Later than any id made so far, as ids never go back in time within a process.
  const now = Date.UTC(2099, 10, 22, 3, 8, 6, 123)
  const first = newMailId(now)
  const second = newMailId(now)
  expect(first.id).toMatch(/^20991122T030806123Z-[0-9a-f]{8}$/)
  expect(second.id > first.id).toBe(true)
  expect(second.date.getTime()).toBe(now + 1)
  expect(isOutboxId(first.id)).toBe(true)
})

test('listOutbox gives the newest first, limited, and filtered by recipient', async () => {
  const all = await listOutbox(dataDir)
  expect(all.map((m) => m.id)).toEqual([...ids].reverse())
  expect(all[2]).toEqual({
    id: ids[0],
    to: 'a@example.vn',
    subject: 'Đơn hàng #1',
    tag: 'order-update',
    lang: 'vi',
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
  })
  expect((await listOutbox(dataDir, { limit: 1 })).map((m) => m.id)).toEqual([ids[2]])
  expect((await listOutbox(dataDir, { to: 'a@example.vn' })).map((m) => m.id)).toEqual([
    ids[2],
    ids[0],
  ])
})

test('an empty or missing outbox lists nothing', async () => {
  expect(await listOutbox(path.join(dataDir, 'nowhere'))).toEqual([])
})

test('readOutboxMessage returns the parts and the raw message', async () => {
  const first = await readOutboxMessage(dataDir, ids[0] ?? '')
  expect(first).toMatchObject({ text: 'Mail 1', html: '<p>Mail <b>1</b></p>' })
  expect(first?.meta.subject).toBe('Đơn hàng #1')
  expect(first?.raw).toMatch(/^Content-Type: multipart\/alternative/im)
  expect((await readOutboxMessage(dataDir, ids[1] ?? ''))?.html).toBeNull()
})

test('an unknown id is null; anything not of the generated form is refused', async () => {
  expect(await readOutboxMessage(dataDir, '20000101T000000000Z-00000000')).toBeNull()
  for (const id of ['../etc/passwd', `${ids[0]}/../x`, `${ids[0]}.json`, '', ` ${ids[0]}`]) {
    await expect(readOutboxMessage(dataDir, id)).rejects.toThrow(OutboxIdError)
  }
})

test('a damaged sidecar is skipped rather than breaking the list', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kaimono-outbox-'))
  try {
    const { id } = newMailId()
    const outbox = path.join(dir, 'outbox')
    await mkdir(outbox)
    await writeFile(path.join(outbox, `${id}.json`), '{"id":')
    await writeFile(path.join(outbox, 'notes.json'), '{}')
    expect(await listOutbox(dir)).toEqual([])
    expect(await readOutboxMessage(dir, id)).toBeNull()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
