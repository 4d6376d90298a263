import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import type { SMTPServerOptions } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.ts'
import { createMarkets, type Markets, type MarketsOptions } from '../src/modules/markets/index.ts'
import { type Config, loadConfig } from '../src/platform/config.ts'
import type { Database, DatabaseHandle } from '../src/platform/db/index.ts'
import { createMailer } from '../src/platform/mail/mailer.ts'
import { freshDatabase } from './db.ts'
import { type Received, startSmtp } from './smtp.ts'

export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), ...env })

export type TestApp = {
  app: FastifyInstance
  database: DatabaseHandle
  /** Every mail the app sent, as the SMTP server received it. */
  mail: Received[]
  dataDir: string
}

/**
 * The whole API on a fresh database for this file, sending mail over real SMTP to a server in
 * the test process (`smtp` adds to its options, e.g. to hold mail back). `extend` may add
 * test-only routes before the app is sealed. `markets` gives markets adapters of the test's
 * (one it can take down) or another guard, made with the file's database.
 */
export function useTestApp(
  extend?: (app: FastifyInstance) => void,
  env: Record<string, string> = {},
  {
    smtp: smtpOptions,
    markets,
    ...options
  }: Pick<AppOptions, 'translator' | 'clock' | 'logStream' | 'web' | 'onRoute' | 'pushAgent'> & {
    smtp?: SMTPServerOptions
    /** The markets the app reads, made on the test's database (adapters that fail or hang). */
    markets?: (database: DatabaseHandle, config: Config) => Promise<Markets>
  } = {},
): TestApp {
  const state = {} as TestApp
  let closeSmtp: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const smtp = await startSmtp({ authOptional: true, ...smtpOptions })
    closeSmtp = smtp.close
    state.mail = smtp.received
    state.dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-app-'))
    // A test may close the database to stage an outage; closing it again is then a no-op.
    const database = await freshDatabase()
    let closed: Promise<void> | undefined
    state.database = { ...database, close: () => (closed ??= database.close()) }
    const config = testConfig({ DATA_DIR: state.dataDir, ...env })
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      dataDir: state.dataDir,
      from: config.MAIL_FROM,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    })
    const made = markets ? await markets(state.database, config) : undefined
    state.app = await buildApp({
      ...options,
      config,
      database: state.database,
      mailer,
      ...(made ? { markets: made } : {}),
    })
    state.app.addHook('onClose', () => mailer.close())
    if (made) state.app.addHook('onClose', () => made.close())
    extend?.(state.app)
    await state.app.ready()
  })
  afterAll(async () => {
    await state.app?.close()
    await state.database?.close()
    await closeSmtp()
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true })
  })
  return state
}

/** The app's markets with some adapters or the guard of a test's own (the rest the mirror's). */
export const marketsWith =
  (options: (db: Database) => Pick<MarketsOptions, 'adapters' | 'guard'>) =>
  (database: DatabaseHandle, config: Config): Promise<Markets> =>
    createMarkets({
      config,
      db: database.db,
      log: pino({ level: 'silent' }),
      ...options(database.db),
    })
