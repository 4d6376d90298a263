import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../src/app.ts'
import type { DatabaseHandle } from '../src/platform/db/index.ts'
import { testConfig } from './app.ts'
import { freshDatabase } from './db.ts'

export type WebBuildApp = { app: FastifyInstance; database: DatabaseHandle }

/**
 * The whole app for this file, serving a stand-in for the web app's production build: `server`
 * is the build's server module (its `entry` answers page requests), `client` the files of its
 * client folder by path. So a test sees the page plumbing on its own, without building the app.
 */
export function useWebBuild(server: string, client: Record<string, string> = {}): WebBuildApp {
  const state = {} as WebBuildApp
  let dir: string | undefined
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kaimono-web-'))
    await mkdir(path.join(dir, 'server'), { recursive: true })
    await mkdir(path.join(dir, 'client', 'assets'), { recursive: true })
    await writeFile(path.join(dir, 'server', 'index.js'), server)
    for (const [file, text] of Object.entries(client)) {
      await writeFile(path.join(dir, 'client', file), text)
    }
    state.database = await freshDatabase()
    state.app = await buildApp({
      config: testConfig(),
      database: state.database,
      web: { mode: 'production', buildDir: dir },
    })
    await state.app.ready()
  })
  afterAll(async () => {
    await state.app?.close()
    await state.database?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return state
}
