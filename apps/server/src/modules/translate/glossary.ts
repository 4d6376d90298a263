import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fold, hasJapanese } from '../catalog/index.ts'

// An offline shopping glossary: the Vietnamese and English words shoppers search with, each
// mapped to the one word Japanese sellers write in item titles (kem chống nắng, sunscreen →
// 日焼け止め). A search in Vietnamese or English is rewritten in Japanese, phrase by phrase,
// before it goes to a Japanese market; words the glossary does not know (brands, model numbers)
// are kept as they were written.

export type GlossaryEntry = { topic: string; ja: string; vi: string[]; en: string[] }

function load(): GlossaryEntry[] {
  const file = path.join(import.meta.dirname, 'glossary.json')
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of entries`)
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
  for (const entry of data) {
    if (
      typeof entry?.topic !== 'string' ||
      typeof entry.ja !== 'string' ||
      !strings(entry.vi) ||
      !strings(entry.en)
    ) {
      throw new Error(`${file}: malformed entry ${JSON.stringify(entry)}`)
    }
  }
  return data as GlossaryEntry[]
}

export const GLOSSARY: readonly GlossaryEntry[] = load()

/** One word of a query as the index knows it: folded, without punctuation at its ends. */
function wordKey(word: string): string {
  return fold(word).replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
}

const phraseKey = (phrase: string) => fold(phrase).split(' ').map(wordKey).join(' ')

/** A word as typed, in lower case, tone marks kept, without punctuation at its ends. */
const tonedKey = (word: string) =>
  word
    .normalize('NFC')
    .toLowerCase()
    .replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')

/**
 * Folded phrase → its Japanese and its words with their tone marks. A word typed with tone
 * marks must have the phrase's own (đèn is not đen, though both fold to `den`); a word typed
 * without them matches any.
 */
const INDEX = new Map<string, { ja: string; toned: string[][] }>()
let longest = 1
for (const entry of GLOSSARY) {
  for (const phrase of [...entry.vi, ...entry.en]) {
    const key = phraseKey(phrase)
    if (!key) continue
    // The first entry keeps a phrase two entries share (glossary.test.ts forbids that).
    const toned = phrase.trim().split(/\s+/).map(tonedKey)
    const known = INDEX.get(key)
    if (!known) INDEX.set(key, { ja: entry.ja, toned: [toned] })
    else if (known.ja === entry.ja) known.toned.push(toned)
    longest = Math.max(longest, key.split(' ').length)
  }
}

/** Whether the words as typed agree with a phrase's: same marks wherever marks were typed. */
function marksAgree(typed: readonly string[], spellings: readonly string[][]): boolean {
  return spellings.some((toned) =>
    typed.every((word, i) => fold(word) === word || word === toned[i]),
  )
}

/** The word and its English singulars: watches → watch, shoes → shoe, batteries → battery. */
function singulars(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word) || !word.endsWith('s')) return [word]
  const forms = [word, word.slice(0, -1)]
  if (word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  return forms
}

/** The Japanese of the phrase of `keys` (a query's words), its last word maybe plural. */
function lookUp(keys: readonly string[], typed: readonly string[]): string | undefined {
  const head = keys.slice(0, -1)
  for (const last of singulars(keys.at(-1) ?? '')) {
    const found = INDEX.get([...head, last].join(' '))
    if (found && (last !== keys.at(-1) || marksAgree(typed, found.toned))) return found.ja
  }
  return undefined
}

/** A search in Vietnamese or English rewritten in Japanese where the glossary knows its phrases. */
export function glossaryToJapanese(query: string): {
  text: string
  matched: { phrase: string; ja: string }[]
} {
  if (hasJapanese(query)) return { text: query, matched: [] }
  const words = query.trim().split(/\s+/).filter(Boolean)
  const keys = words.map(wordKey)
  const typed = words.map(tonedKey)
  const parts: string[] = []
  const matched: { phrase: string; ja: string }[] = []
  let at = 0
  while (at < words.length) {
    let found: { length: number; ja: string } | undefined
    for (let length = Math.min(longest, words.length - at); length > 0 && !found; length--) {
      const span = keys.slice(at, at + length)
      if (span.some((key) => key === '')) continue
      const ja = lookUp(span, typed.slice(at, at + length))
      if (ja) found = { length, ja }
    }
    if (found) {
      matched.push({ phrase: words.slice(at, at + found.length).join(' '), ja: found.ja })
      parts.push(found.ja)
      at += found.length
    } else {
      parts.push(words[at] as string)
      at += 1
    }
  }
  if (matched.length === 0) return { text: query.trim(), matched }
  return { text: parts.join(' '), matched }
}
