import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase } from '../../../test/db.ts'
import type { Database, DatabaseHandle } from '../db/index.ts'
import { Conflict, Invalid, NotFound } from '../errors.ts'
import { type IdempotentRequest, idempotent } from './idempotent.ts'

let database: DatabaseHandle
let db: Database

beforeAll(async () => {
  database = await freshDatabase()
  db = database.db
  await db.execute(sql`create table test_effects (id serial primary key, note text not null)`)
})
afterAll(() => database.close())

let keys = 0
const newKey = () => `test-key-${++keys}`

/** A request whose effect is a row of test_effects; `runs` counts the times it ran. */
function effectOf(note: string) {
  const counts = { runs: 0, prepares: 0, replays: 0 }
  const steps = {
    prepare: async () => {
      counts.prepares++
      return note.toUpperCase()
    },
    run: async (tx: Database, prepared: string) => {
      counts.runs++
      const { rows } = (await tx.execute(
        sql`insert into test_effects (note) values (${prepared}) returning id`,
      )) as { rows: { id: number }[] }
      const id = Number(rows[0]?.id)
      return { result: { id, note: prepared }, effect: id }
    },
    replay: async (replayDb: Database, effect: string) => {
      counts.replays++
      const { rows } = (await replayDb.execute(
        sql`select id, note from test_effects where id = ${Number(effect)}`,
      )) as { rows: { id: number; note: string }[] }
      return { id: Number(rows[0]?.id), note: String(rows[0]?.note) }
    },
  }
  return { counts, steps }
}

const ask = (
  key: string,
  request: unknown = { note: 'a' },
  scope = 'tests',
): IdempotentRequest => ({
  scope,
  key,
  request,
  conflict: 'order.keyReused',
})

const ctx = () => ({ db })

async function effects(note: string): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from test_effects where note = ${note}`,
  )) as { rows: { n: number }[] }
  return Number(rows[0]?.n)
}

test('the first request makes its effect; a retry gets it back without running again', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('first')
  const first = await idempotent(ctx(), ask(key), steps)
  const retry = await idempotent(ctx(), ask(key), steps)
  expect(first.replayed).toBe(false)
  expect(retry).toEqual({ result: first.result, replayed: true })
  expect(counts).toEqual({ runs: 1, prepares: 1, replays: 1 })
  expect(await effects('FIRST')).toBe(1)
})

test('the same key with a different request is a 409 and changes nothing', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('conflict')
  await idempotent(ctx(), ask(key, { note: 'a' }), steps)
  const other = idempotent(ctx(), ask(key, { note: 'b' }), steps)
  await expect(other).rejects.toBeInstanceOf(Conflict)
  await expect(other).rejects.toMatchObject({ key: 'order.keyReused' })
  expect(counts.runs).toBe(1)
  expect(await effects('CONFLICT')).toBe(1)
})

test('a key is one request within its scope only', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('scoped')
  const mine = await idempotent(ctx(), ask(key, { note: 'a' }, 'orders:alice'), steps)
  const theirs = await idempotent(ctx(), ask(key, { note: 'b' }, 'orders:bob'), steps)
  expect([mine.replayed, theirs.replayed]).toEqual([false, false])
  expect(theirs.result.id).not.toBe(mine.result.id)
  expect(counts.runs).toBe(2)
})

test('a request that fails records nothing: its retry runs again', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('retried')
  const failing = {
    ...steps,
    run: async (tx: Database, prepared: string) => {
      await steps.run(tx, prepared)
      throw new Invalid({ note: [{ text: 'refused' }] })
    },
  }
  await expect(idempotent(ctx(), ask(key), failing)).rejects.toBeInstanceOf(Invalid)
  expect(await effects('RETRIED')).toBe(0)
  const retry = await idempotent(ctx(), ask(key), steps)
  expect(retry.replayed).toBe(false)
  expect(counts.runs).toBe(2)
  expect(await effects('RETRIED')).toBe(1)
})

test('a retry is answered before the work done ahead of the transaction', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('prepared')
  await idempotent(ctx(), ask(key), steps)
  const refusing = {
    ...steps,
    prepare: async (): Promise<string> => {
      throw new NotFound()
    },
  }
  expect((await idempotent(ctx(), ask(key), refusing)).replayed).toBe(true)
  expect(counts.prepares).toBe(1)
})

test('two requests at once under one key make one effect, and both get it', async () => {
  const key = newKey()
  const { counts, steps } = effectOf('twins')
  const answers = await Promise.all([
    idempotent(ctx(), ask(key), steps),
    idempotent(ctx(), ask(key), steps),
  ])
  expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true])
  expect(answers[1]?.result).toEqual(answers[0]?.result)
  expect(counts.runs).toBe(1)
  expect(await effects('TWINS')).toBe(1)
})

test('ten at once under one key make one effect; under ten keys, ten', async () => {
  const key = newKey()
  const same = effectOf('ten same')
  const many = effectOf('ten keys')
  const [sameAnswers] = await Promise.all([
    Promise.all(Array.from({ length: 10 }, () => idempotent(ctx(), ask(key), same.steps))),
    Promise.all(Array.from({ length: 10 }, () => idempotent(ctx(), ask(newKey()), many.steps))),
  ])
  expect(sameAnswers.filter((answer) => !answer.replayed)).toHaveLength(1)
  expect(new Set(sameAnswers.map((answer) => answer.result.id)).size).toBe(1)
  expect(await effects('TEN SAME')).toBe(1)
  expect(await effects('TEN KEYS')).toBe(10)
})
