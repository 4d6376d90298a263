import type { Lang, ProductSuggestions, suggestionSpec } from '@kaimono/contracts'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { products } from './schema.ts'
import { categoryScore, fewerWords, fold, queryWords } from './search.ts'
import {
  countInShop,
  nameCondition,
  productsWithWords,
  productWithLinks,
  reference,
  toCategory,
  withIncludes,
} from './service.ts'

/** §4: how many closest products and categories an empty result offers. */
const CLOSEST_PRODUCTS = 8
const CATEGORIES = 4
const OTHER_SEARCHES = 3

/**
 * The typed words, each with its folded form (what the search matches), each once: the
 * closest search is shown to the shopper in their own spelling.
 */
function typedWords(search: string): { typed: string; folded: string }[] {
  const folded = new Set(queryWords(search))
  const words: { typed: string; folded: string }[] = []
  for (const typed of search.trim().split(/\s+/)) {
    const word = fold(typed)
    if (folded.delete(word)) words.push({ typed, folded: word })
  }
  return words
}

/**
 * §4 Suggestions for a search that found nothing: the closest search that finds products (all
 * words without the other filters, then fewer words: the first words typed are left out first,
 * as a Vietnamese name starts with the kind of thing, 'kem', 'áo', and ends with what makes it
 * the one wanted, 'chống nắng', 'giữ nhiệt'), with the other searches of as many words that
 * find something; else names spelled nearly so (trigram word similarity, through the same GIN index); and the
 * categories whose names carry the words.
 */
export async function suggestProducts(
  ctx: RequestContext,
  query: ListQuery<typeof suggestionSpec>,
): Promise<ProductSuggestions> {
  const search = query.filter.name ?? ''
  const shop = query.filter['suppliers.id']
  const words = typedWords(search)
  const [closest, categories] = await Promise.all([
    closestSearch(ctx, words, shop),
    matchingCategories(
      ctx.db,
      ctx.lang,
      words.map((word) => word.typed),
    ),
  ])
  return { search, closest, categories }
}

async function closestSearch(
  ctx: RequestContext,
  words: { typed: string; folded: string }[],
  shop: number | undefined,
): Promise<ProductSuggestions['closest']> {
  if (words.length === 0) return null
  const inShop = shop === undefined ? undefined : eq(products.supplierId, shop)
  // Words all in the word index are counted from it (a count through the products read every
  // match: 460 ms for 'kem' at 1,000,000 products); other words through the products' indexes.
  const search = async (folded: string): Promise<{ total: number; where: SQL | undefined }> => {
    const where = and(nameCondition(folded), inShop)
    const found = await productsWithWords(ctx.db, folded)
    return {
      total: found ? await countInShop(ctx.db, found, shop) : await countWhere(ctx.db, where),
      where,
    }
  }
  const tries = [words, ...fewerWords(words.map((_, i) => String(i))).map(pick(words))]
  for (const group of bySize(tries)) {
    const searched = await Promise.all(
      group.map(async (subset) => ({
        search: text(subset, 'typed'),
        ...(await search(text(subset, 'folded'))),
      })),
    )
    const [first, ...others] = searched.filter(({ total }) => total > 0)
    if (first) {
      return {
        search: first.search,
        total: first.total,
        data: await topProducts(ctx, first.where),
        others: others.slice(0, OTHER_SEARCHES).map(({ search, total }) => ({ search, total })),
      }
    }
  }
  // Nothing with any of the words as written: names with a word spelled nearly so.
  const near = and(sql`${text(words, 'folded')} <% ${products.searchText}`, inShop)
  const total = await countWhere(ctx.db, near)
  if (total === 0) return null
  const rows = await ctx.db
    .select(productWithLinks)
    .from(products)
    .where(near)
    .orderBy(
      desc(sql`word_similarity(${text(words, 'folded')}, ${products.searchText})`),
      desc(products.id),
    )
    .limit(CLOSEST_PRODUCTS)
  const data = await withIncludes(ctx.db, rows, new Set(['categories']), ctx.lang, false)
  return { search: null, total, data, others: [] }
}

type Word = { typed: string; folded: string }
const text = (words: Word[], form: keyof Word) => words.map((word) => word[form]).join(' ')
const pick = (words: Word[]) => (indexes: string[]) =>
  indexes.map((i) => words[Number(i)]).filter((word): word is Word => word !== undefined)

/** The tries grouped by how many words they keep, most words first. */
function bySize(tries: Word[][]): Word[][][] {
  const groups = new Map<number, Word[][]>()
  for (const subset of tries)
    groups.set(subset.length, [...(groups.get(subset.length) ?? []), subset])
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([, group]) => group)
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where)
  return row?.n ?? 0
}

/** The most bought of what a search finds. */
async function topProducts(ctx: RequestContext, where: SQL | undefined) {
  const rows = await ctx.db
    .select(productWithLinks)
    .from(products)
    .where(where)
    .orderBy(desc(products.soldCount), desc(products.id))
    .limit(CLOSEST_PRODUCTS)
  return withIncludes(ctx.db, rows, new Set(['categories']), ctx.lang, false)
}

async function matchingCategories(db: Database, lang: Lang, typed: string[]) {
  if (typed.length === 0) return []
  const { tree } = await reference(db)
  return tree
    .map((row) => ({ row, score: categoryScore(typed, row.name) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, CATEGORIES)
    .map(({ row }) => toCategory(row, lang))
}
