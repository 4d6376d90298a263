import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/index.ts'
import { appMeta } from '../db/meta-schema.ts'

/** A job the app runs on a schedule, in one process at a time however many run (§6). */
export type Job = {
  /** Unique; names the job's row in `app_meta` and its lines in the log. */
  name: string
  /** No process starts the job again until this long after it last started in any process. */
  everyMs: number
  /**
   * A run is aborted (its signal) after this long, and another process may take the job a
   * minute later: the lease of a process that died while running the job.
   */
  timeoutMs: number
  run(signal: AbortSignal): Promise<unknown>
}

export type JobOutcome = 'done' | 'failed' | 'not due'

export type Jobs = {
  add(job: Job): void
  /** Runs every job that is due and that no process is running, once, here; for tests too. */
  runDue(): Promise<Record<string, JobOutcome>>
  /** Runs each job (added before or after) whenever it is due, until `close`. */
  start(): void
  /** Aborts the runs under way and waits for them to end. */
  close(): Promise<void>
}

export type JobsOptions = {
  db: Database
  log: Pick<FastifyBaseLogger, 'error'>
  now?: () => number
}

/** The claim on a job, kept in `app_meta` (ISO times). */
type JobState = { next_at: string; running_until?: string; run?: string }

/** Past a lease's end, so that a run that overran it is not taken over while it ends. */
const LEASE_GRACE_MS = 60_000
/** Timers may fire a little early; a wake-up this much later finds the job due. */
const WAKE_SLACK_MS = 1_000

export const jobStateKey = (name: string) => `job:${name}`

export function createJobs({ db, log, now = Date.now }: JobsOptions): Jobs {
  const jobs = new Map<string, Job>()
  const running = new Map<string, Promise<unknown>>()
  const timers = new Map<string, NodeJS.Timeout>()
  const stopping = new AbortController()

  /** Claims `job` if it is due and free: true, or the time it may be due next. */
  const claim = async (job: Job, run: string): Promise<true | number> => {
    const at = now()
    const state: JobState = {
      next_at: new Date(at + job.everyMs).toISOString(),
      running_until: new Date(at + job.timeoutMs + LEASE_GRACE_MS).toISOString(),
      run,
    }
    const atIso = new Date(at).toISOString()
    const claimed = await db
      .insert(appMeta)
      .values({ key: jobStateKey(job.name), value: state })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: state, updatedAt: sql`now()` },
        setWhere: sql`(${appMeta.value}->>'next_at')::timestamptz <= ${atIso}::timestamptz
          and coalesce((${appMeta.value}->>'running_until')::timestamptz <= ${atIso}::timestamptz, true)`,
      })
      .returning({ key: appMeta.key })
    if (claimed.length > 0) return true
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, jobStateKey(job.name)))
    const other = row?.value as JobState | undefined
    return Math.max(
      Date.parse(other?.next_at ?? atIso),
      Date.parse(other?.running_until ?? atIso),
      at,
    )
  }

  /** Ends this run's lease, unless another process took the job over meanwhile. */
  const release = (job: Job, run: string) =>
    db
      .update(appMeta)
      .set({ value: sql`${appMeta.value} - 'running_until'`, updatedAt: sql`now()` })
      .where(sql`${appMeta.key} = ${jobStateKey(job.name)} and ${appMeta.value}->>'run' = ${run}`)

  /** One try at `job`: the outcome and when to try next. */
  const attempt = async (job: Job): Promise<{ outcome: JobOutcome; nextAt: number }> => {
    const startedAt = now()
    if (running.has(job.name)) return { outcome: 'not due', nextAt: startedAt + job.everyMs }
    const run = randomUUID()
    const work = (async () => {
      const claimed = await claim(job, run)
      if (claimed !== true) return { outcome: 'not due' as const, nextAt: claimed }
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(job.timeoutMs)])
      let outcome: JobOutcome = 'done'
      try {
        await job.run(signal)
      } catch (error) {
        outcome = 'failed'
        log.error({ err: error, job: job.name }, 'job failed; it runs again at its next time')
      }
      await release(job, run)
      return { outcome, nextAt: startedAt + job.everyMs }
    })()
    running.set(job.name, work)
    try {
      return await work
    } finally {
      running.delete(job.name)
    }
  }

  const loop = async (job: Job) => {
    let nextAt: number
    try {
      nextAt = (await attempt(job)).nextAt
    } catch (error) {
      // The database could not be read or written: tried again after the job's interval.
      log.error({ err: error, job: job.name }, 'job state unreadable; it is tried again later')
      nextAt = now() + job.everyMs
    }
    if (stopping.signal.aborted) return
    const delay = Math.max(0, nextAt - now()) + WAKE_SLACK_MS
    timers.set(job.name, setTimeout(() => loop(job), delay).unref())
  }

  let started = false
  const schedule = (job: Job) => timers.set(job.name, setTimeout(() => loop(job), 0).unref())

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`a job named ${job.name} is added already`)
      jobs.set(job.name, job)
      if (started) schedule(job)
    },
    async runDue() {
      const outcomes = await Promise.all(
        [...jobs.values()].map(async (job) => [job.name, (await attempt(job)).outcome] as const),
      )
      return Object.fromEntries(outcomes)
    },
    start() {
      started = true
      for (const job of jobs.values()) schedule(job)
    },
    async close() {
      stopping.abort()
      for (const timer of timers.values()) clearTimeout(timer)
      await Promise.allSettled(running.values())
    },
  }
}
