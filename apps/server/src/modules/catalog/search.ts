import type { LabelMap } from '@kaimono/contracts'

/**
 * Folds text for accent-insensitive search: NFKC (full-width and half-width forms alike),
 * lower case, Vietnamese and other Latin tone marks removed (U+0300–U+036F only, so Japanese
 * voiced marks stay), đ → d.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
}

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

/** Escapes LIKE's wildcards so a query is matched as written. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
