import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { configSchema } from '../src/platform/config.ts'

test('docs/configuration.md documents exactly the variables the server reads', async () => {
  const doc = await readFile(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
  const serverTable = doc.split('Test-only variables')[0] ?? ''
  const documented = [...serverTable.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \|/gm)]
    .flatMap((m) => [...(m[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1]))
    .sort()
  expect(documented).toEqual(Object.keys(configSchema.shape).sort())
})
