import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { dumpSnapshot, openDatabase } from '../src/platform/db/index.ts'
import { prepareDatabase } from '../src/seed/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    postgresTemplate: { url: string; name: string } | null
  }
}

/**
 * Migrates once per run. Each test file then gets a fresh copy: PGlite restored from this
 * snapshot, or a PostgreSQL database cloned from this template when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) return setupPostgres(project, url)

  const dir = await mkdtemp(path.join(tmpdir(), 'kaimono-test-'))
  const handle = await openDatabase({ memory: true })
  await prepareDatabase(handle)
  const snapshot = path.join(dir, 'migrated.tar')
  await writeFile(snapshot, Buffer.from(await (await dumpSnapshot(handle)).arrayBuffer()))
  await handle.close()
  project.provide('pgliteSnapshot', snapshot)
  project.provide('postgresTemplate', null)
  return () => rm(dir, { recursive: true, force: true })
}

async function setupPostgres(project: TestProject, url: string) {
  const name = `kaimono_template_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  const templateUrl = withDatabase(url, name)
  const handle = await openDatabase({ url: templateUrl, poolSize: 1 })
  await prepareDatabase(handle)
  await handle.close()
  project.provide('pgliteSnapshot', '')
  project.provide('postgresTemplate', { url, name })
  return async () => {
    const clones = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'kaimono_test_${process.pid}_%'`,
    )
    for (const { datname } of clones.rows) await admin.query(`drop database if exists ${datname}`)
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
