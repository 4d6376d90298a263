import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGS } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { MODULE_MESSAGES } from './messages.ts'
import { type Catalogue, sharedMessages } from './platform/i18n/messages.ts'
import { imagesMessages } from './platform/images/index.ts'

const SRC = path.dirname(fileURLToPath(import.meta.url))
const CONTRACTS = path.join(SRC, '../../../packages/contracts/src')

/** Each module's messages.ts, by the module's name. */
const moduleCatalogues = await Promise.all(
  readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(path.join(SRC, 'modules', entry.name)).includes('messages.ts'))
    .map(async ({ name }): Promise<[string, Catalogue]> => {
      const file: Record<string, Catalogue> = await import(`./modules/${name}/messages.ts`)
      const [catalogue, ...others] = Object.values(file)
      if (!catalogue || others.length > 0) throw new Error(`${name}: one catalogue per messages.ts`)
      return [name, catalogue]
    }),
)
/** The platform parts with a catalogue of their own (a module's is found by its messages.ts). */
const platformCatalogues: [string, Catalogue][] = [['platform/images', imagesMessages]]
const listedCatalogues = [...platformCatalogues, ...moduleCatalogues]
const catalogues: [string, Catalogue][] = [['platform', sharedMessages], ...listedCatalogues]
/** A quoted key of a catalogue's kind: `'validation.required'`, `'wallet.amount'` … */
const CONTRACT_KEY =
  /'((?:validation|address|cart|order|box|payment|pricing|wallet|invitation|support|upload)\.\w+)'/g
const variables = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe.each(catalogues)('the catalogue of %s', (_, catalogue) => {
  test('has every key in every language, and nothing empty', () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      expect(Object.keys(texts).sort(), key).toEqual([...LANGS].sort())
      for (const lang of LANGS) expect(texts[lang].trim(), `${key} ${lang}`).not.toBe('')
    }
  })

  test('has the same variables in every language', () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      for (const lang of LANGS) {
        expect(variables(texts[lang]), `${key} ${lang}`).toEqual(variables(texts.en))
      }
    }
  })

  test('is translated: vi and ja are not copies of the English text', () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      expect(texts.vi, key).not.toBe(texts.en)
      expect(texts.ja, key).not.toBe(texts.en)
    }
  })
})

test('a key belongs to one catalogue', () => {
  const keys = catalogues.flatMap(([, catalogue]) => Object.keys(catalogue))
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
})

test('every module’s catalogue is in the message list, which the app translates from', () => {
  const listed = new Set<Catalogue>(MODULE_MESSAGES)
  const unlisted = listedCatalogues.filter(([, catalogue]) => !listed.has(catalogue))
  expect(unlisted.map(([name]) => name)).toEqual([])
  expect(MODULE_MESSAGES.length).toBe(listedCatalogues.length)
})

test('every message key the contracts’ rules name is in a catalogue', () => {
  const known = new Set(catalogues.flatMap(([, catalogue]) => Object.keys(catalogue)))
  const named = readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(path.join(CONTRACTS, file), 'utf8').matchAll(CONTRACT_KEY)])
    .map((match) => match[1] as string)
  expect(named.length).toBeGreaterThan(20)
  expect(named.filter((key) => !known.has(key))).toEqual([])
})
