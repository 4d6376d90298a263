import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/platform/db/index.ts'
import { withDatabase } from './global-setup.ts'

/** A freshly migrated database of its own, for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate')
  if (!template) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))])
    return openDatabase({ memory: true, snapshot })
  }
  const name = `kaimono_test_${template.name.split('_').at(-1)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: template.url })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template.name}`)
  } finally {
    await admin.end()
  }
  const handle = await openDatabase({ url: withDatabase(template.url, name), poolSize: 4 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: template.url })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name}`)
      await dropper.end()
    },
  }
}
