import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { anotherProcess, freshDatabase } from '../../../test/db.ts'
import type { DatabaseHandle } from '../db/index.ts'
import { createJobs, type Job } from './registry.ts'

const MINUTE = 60_000
let database: DatabaseHandle
let other: DatabaseHandle
let clock = Date.parse('2026-11-28T00:00:00Z')
const now = () => clock
const log = { error: vi.fn() }

beforeAll(async () => {
  database = await freshDatabase()
  other = await anotherProcess(database)
})
afterAll(async () => {
  await other?.close()
  await database?.close()
})

let named = 0
/** A job of its own per test (they share the database), counting its runs. */
function job(run: Job['run'] = async () => {}, timeoutMs = MINUTE) {
  const runs = { count: 0 }
  const definition: Job = {
    name: `test.job-${++named}`,
    everyMs: 10 * MINUTE,
    timeoutMs,
    run: (signal) => {
      runs.count += 1
      return run(signal)
    },
  }
  return { definition, runs }
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const jobsOn = (handle: DatabaseHandle, ...added: Job[]) => {
  const jobs = createJobs({ db: handle.db, log, now })
  for (const definition of added) jobs.add(definition)
  return jobs
}

test('a job runs at once, then not again until its interval has passed since it started', async () => {
  const { definition, runs } = job()
  const jobs = jobsOn(database, definition)
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'done' })
  clock += 10 * MINUTE - 1
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'not due' })
  clock += 1
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'done' })
  expect(runs.count).toBe(2)
})

test('two processes due at the same instant run the job once', async () => {
  const { definition, runs } = job()
  const outcomes = await Promise.all([
    jobsOn(database, definition).runDue(),
    jobsOn(other, definition).runDue(),
  ])
  expect(outcomes.map((o) => o[definition.name]).sort()).toEqual(['done', 'not due'])
  expect(runs.count).toBe(1)
})

test('no process starts a job another is still running, even past its interval', async () => {
  const gate = deferred()
  const { definition, runs } = job(() => gate.promise, 30 * MINUTE)
  const first = jobsOn(database, definition).runDue()
  await vi.waitFor(() => expect(runs.count).toBe(1))
  clock += 20 * MINUTE
  const second = jobsOn(other, definition)
  expect(await second.runDue()).toEqual({ [definition.name]: 'not due' })
  gate.resolve()
  expect(await first).toEqual({ [definition.name]: 'done' })
  expect(await second.runDue()).toEqual({ [definition.name]: 'done' })
  expect(runs.count).toBe(2)
})

test('a job left running by a process that died is taken over once its lease ends', async () => {
  const { definition, runs } = job(() => new Promise(() => {}), 30 * MINUTE)
  void jobsOn(database, definition).runDue()
  await vi.waitFor(() => expect(runs.count).toBe(1))
  const survivor = jobsOn(other, {
    ...definition,
    run: async () => {
      runs.count += 1
    },
  })
  // The lease: the job's timeout and a minute's grace.
  clock += 31 * MINUTE - 1
  expect(await survivor.runDue()).toEqual({ [definition.name]: 'not due' })
  clock += 1
  expect(await survivor.runDue()).toEqual({ [definition.name]: 'done' })
  expect(runs.count).toBe(2)
})

test('a job that throws is logged and runs again at its next time', async () => {
  const failure = new Error('feed down')
  const { definition, runs } = job(async () => {
    throw failure
  })
  const jobs = jobsOn(database, definition)
  log.error.mockClear()
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'failed' })
  expect(log.error).toHaveBeenCalledExactlyOnceWith(
    { err: failure, job: definition.name },
    'job failed; it runs again at its next time',
  )
  clock += 5 * MINUTE
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'not due' })
  clock += 5 * MINUTE
  expect(await jobs.runDue()).toEqual({ [definition.name]: 'failed' })
  expect(runs.count).toBe(2)
  log.error.mockClear()
})

test('closing aborts a run under way and waits for it to end', async () => {
  const { definition, runs } = job(
    (signal) => new Promise((resolve) => signal.addEventListener('abort', resolve)),
  )
  const jobs = jobsOn(database, definition)
  const running = jobs.runDue()
  await vi.waitFor(() => expect(runs.count).toBe(1))
  await jobs.close()
  expect(await running).toEqual({ [definition.name]: 'done' })
})

test('once started, each job runs when due, here or elsewhere, until closed', async () => {
  const { definition, runs } = job()
  const jobs = jobsOn(database, definition)
  jobs.start()
  await vi.waitFor(() => expect(runs.count).toBe(1))
  const later = job()
  jobs.add(later.definition)
  await vi.waitFor(() => expect(later.runs.count).toBe(1))
  await jobs.close()
  clock += 10 * MINUTE
  expect(await jobsOn(other, definition).runDue()).toEqual({ [definition.name]: 'done' })
  expect(runs.count).toBe(2)
})

test('a name is added once', () => {
  const { definition } = job()
  const jobs = jobsOn(database, definition)
  expect(() => jobs.add(definition)).toThrow(`a job named ${definition.name} is added already`)
})
