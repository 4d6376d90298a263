import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/platform/config.ts'
import type { DatabaseHandle } from '../src/platform/db/index.ts'
import { freshDatabase } from './db.ts'

export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), ...env })

export type TestApp = {
  app: FastifyInstance
  database: DatabaseHandle
}

/**
 * The whole API on a fresh database for this file. `extend` may add test-only routes
 * before the app is sealed.
 */
export function useTestApp(extend?: (app: FastifyInstance) => void): TestApp {
  const state = {} as TestApp
  beforeAll(async () => {
    state.database = await freshDatabase()
    state.app = await buildApp({ config: testConfig(), database: state.database })
    extend?.(state.app)
    await state.app.ready()
  })
  afterAll(async () => {
    await state.app?.close()
    await state.database?.close()
  })
  return state
}
