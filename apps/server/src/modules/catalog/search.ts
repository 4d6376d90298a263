import { fold, type LabelMap } from '@kaimono/contracts'

export { fold }

/** What a product is found by: its names in every language, its brand and SKU, folded. */
export function searchText(name: LabelMap, brand: string, sku: string): string {
  return fold([name.ja, name.vi, name.en, brand, sku].join(' '))
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/

export function hasJapanese(text: string): boolean {
  return CJK.test(text)
}

/**
 * Every one- and two-character piece of the Japanese name: a one- or two-character query
 * (茶, 抹茶) is too short for trigrams, and is found through this array instead.
 */
export function searchGrams(japaneseName: string): string[] {
  const grams = new Set<string>()
  for (const word of fold(japaneseName).split(' ')) {
    const chars = [...word]
    chars.forEach((char, i) => {
      if (!hasJapanese(char)) return
      grams.add(char)
      const next = chars[i + 1]
      if (next) grams.add(char + next)
    })
  }
  return [...grams]
}

/**
 * Whether a folded query word is looked up in `product_words`, which holds the runs of a–z and
 * 0–9 of the search text (migration 0020): Vietnamese without its tone marks, English, brands,
 * SKUs. Japanese words, and words with other characters ('sk-ii'), go through the trigrams.
 */
export function isIndexedWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word)
}

/**
 * Indexed words this short are looked up whole ('ao' is áo, not every word starting so, and
 * 'c' in 'vitamin c' is not every word with a c); longer ones as the start of a word ('matc'
 * finds 'matcha', 'chong' finds 'chong' and 'chongs').
 */
export const WHOLE_WORDS_UP_TO = 2

/** Escapes LIKE's wildcards so a query is matched as written. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** At most this many words of a query are searched for; more add nothing a shopper means. */
export const MAX_QUERY_WORDS = 8

/** §4 Search: the words of a query, folded, each once, in the order typed. */
export function queryWords(query: string): string[] {
  return [...new Set(fold(query).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS)
}

/** How many narrower queries an empty result tries before it gives up on dropping words. */
export const MAX_FEWER_WORD_TRIES = 12

/**
 * The narrower queries an empty result tries (§4 suggestions, closest first): every way of
 * leaving out one word, then two, down to single words, keeping the typed order and leaving
 * out the first words first; at most MAX_FEWER_WORD_TRIES of them.
 * 'kem chong nang' → 'chong nang', 'kem nang', 'kem chong', 'nang', 'chong', 'kem'.
 */
export function fewerWords(words: string[]): string[][] {
  const tries: string[][] = []
  for (let size = words.length - 1; size >= 1 && tries.length < MAX_FEWER_WORD_TRIES; size--) {
    for (const subset of subsetsOfSize(words, size)) {
      tries.push(subset)
      if (tries.length >= MAX_FEWER_WORD_TRIES) break
    }
  }
  return tries
}

/** Subsets of one size in typed order, those that leave out the first words first. */
function subsetsOfSize(words: string[], size: number): string[][] {
  if (size === 0) return [[]]
  if (words.length < size) return []
  const [first, ...rest] = words as [string, ...string[]]
  const without = subsetsOfSize(rest, size)
  const withFirst = subsetsOfSize(rest, size - 1).map((subset) => [first, ...subset])
  return [...without, ...withFirst]
}

/**
 * How well a category's name answers a query: the number of typed words found in it, in any
 * language (whole words in Vietnamese and English, anywhere in Japanese). A word typed with tone
 * marks must match them ('nắng' is not 'năng'); one typed without matches any ('nang' is both).
 * 'kem chống nắng' and 'Chống nắng' → 2.
 */
export function categoryScore(typedWords: string[], name: LabelMap): number {
  const latin = `${name.vi} ${name.en}`
  const wordsOf = (text: string) => new Set(text.split(/[^\p{L}\p{N}]+/u))
  const folded = wordsOf(fold(latin))
  const exact = wordsOf(lowerCase(latin))
  const japanese = fold(name.ja)
  return typedWords.filter((typed) => {
    const word = fold(typed)
    if (hasJapanese(word)) return japanese.includes(word)
    return word === lowerCase(typed) ? folded.has(word) : exact.has(lowerCase(typed))
  }).length
}

const lowerCase = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFC')
