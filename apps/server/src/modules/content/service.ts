import {
  type ContentPage,
  type ContentPageInput,
  type HelpPage,
  type LabelMap,
  type Lang,
  type Paged,
  type Post,
  type PostCategory,
  type PostInput,
  pageEnvelope,
  type postCategoryListSpec,
  type postListSpec,
  type postSpec,
  type z,
} from '@kaimono/contracts'
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { changed } from '../../platform/changes.ts'
import type { Database } from '../../platform/db/index.ts'
import { selectPage } from '../../platform/db/paging.ts'
import { Invalid, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { unixSeconds } from '../../platform/time.ts'
import { isStaff, requireStaff } from '../accounts/index.ts'
import { questionsOf, renderLabels } from './render.ts'
import { contentPages, postCategories, postCategoryLinks, posts } from './schema.ts'

type PostRow = typeof posts.$inferSelect

/** Where a post's cover is drawn (covers.ts); a `?v=` of the last change lets it be kept a year. */
export const coverUrl = (post: Pick<PostRow, 'id' | 'updatedAt'>, format: 'svg' | 'png' = 'svg') =>
  `/media/posts/${post.id}/cover.${format}?v=${unixSeconds(post.updatedAt)}`

/** Readers see published posts only; staff see drafts too when they ask with filter[publish]=0. */
function publishedClause(ctx: RequestContext, publish: '0' | '1' | undefined): SQL | undefined {
  if (publish === '0' && isStaff(ctx.user)) return undefined
  return eq(posts.published, true)
}

async function categoriesOf(ctx: DbContext, lang: Lang, postIds: number[]) {
  const byPost = new Map<number, { id: number; name: string }[]>()
  if (postIds.length === 0) return byPost
  const rows = await ctx.db
    .select({
      postId: postCategoryLinks.postId,
      id: postCategories.id,
      name: postCategories.name,
    })
    .from(postCategoryLinks)
    .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
    .where(inArray(postCategoryLinks.postId, postIds))
    .orderBy(asc(postCategoryLinks.position), asc(postCategories.position))
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? []
    list.push({ id: row.id, name: row.name[lang] })
    byPost.set(row.postId, list)
  }
  return byPost
}

function toPost(
  row: PostRow,
  lang: Lang,
  extra: { content?: boolean; creator?: boolean; categories?: { id: number; name: string }[] },
): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title[lang],
    description: row.description[lang],
    ...(extra.content && { content: row.html[lang] }),
    cover_url: coverUrl(row),
    published: row.published,
    created_at: unixSeconds(row.createdAt),
    updated_at: unixSeconds(row.updatedAt),
    ...(extra.creator && { creator: { name: row.creatorName } }),
    ...(extra.categories && { categories: extra.categories }),
  }
}

/** §7 posts: newest change first, a category's or all, published only for readers. */
export async function listPosts(
  ctx: RequestContext,
  query: ListQuery<typeof postListSpec>,
): Promise<Paged<Post>> {
  const category = query.filter.categories
  const where = and(
    publishedClause(ctx, query.filter.publish),
    category
      ? sql`exists (select 1 from ${postCategoryLinks} where ${postCategoryLinks.postId} = ${posts.id} and ${postCategoryLinks.categoryId} = ${category})`
      : undefined,
  )
  const order = query.sort.map(({ direction }) =>
    direction === 'desc' ? desc(posts.updatedAt) : asc(posts.updatedAt),
  )
  const page = await selectPage(ctx.db, posts, {
    page: query.page,
    perPage: query.perPage,
    orderBy: [...order, desc(posts.id)],
    where,
    map: (post) => post,
  })
  const categories = query.include.has('categories')
    ? await categoriesOf(
        ctx,
        ctx.lang,
        page.data.map((post) => post.id),
      )
    : undefined
  return {
    ...page,
    data: page.data.map((post) =>
      toPost(post, ctx.lang, {
        creator: query.append.has('creator'),
        categories: categories && (categories.get(post.id) ?? []),
      }),
    ),
  }
}

/** §7 posts/{id}: one post with its HTML; a draft is staff's only. */
export async function getPost(
  ctx: RequestContext,
  id: number,
  query: ListQuery<typeof postSpec>,
): Promise<Post> {
  const [row] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), publishedClause(ctx, query.filter.publish)))
  if (!row) throw new NotFound()
  const categories = query.include.has('categories')
    ? ((await categoriesOf(ctx, ctx.lang, [row.id])).get(row.id) ?? [])
    : undefined
  return toPost(row, ctx.lang, { content: true, creator: query.append.has('creator'), categories })
}

/** A post's slug and main category, for its cover. */
export async function coverOf(
  ctx: DbContext,
  id: number,
): Promise<{ slug: string; category: string | undefined } | null> {
  const [row] = await ctx.db
    .select({ slug: posts.slug, category: postCategories.slug })
    .from(posts)
    .leftJoin(postCategoryLinks, eq(postCategoryLinks.postId, posts.id))
    .leftJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
    .where(eq(posts.id, id))
    .orderBy(asc(postCategoryLinks.position))
    .limit(1)
  return row ? { slug: row.slug, category: row.category ?? undefined } : null
}

/** §7 post-categories, in their order (the sidebar's). */
export async function listPostCategories(
  ctx: RequestContext,
  query: ListQuery<typeof postCategoryListSpec>,
): Promise<Paged<PostCategory>> {
  const rows = await ctx.db
    .select()
    .from(postCategories)
    .where(query.filter.category_id ? eq(postCategories.id, query.filter.category_id) : undefined)
    .orderBy(asc(postCategories.position), asc(postCategories.id))
  const data = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name[ctx.lang],
    _name: row.name,
  }))
  const start = (query.page - 1) * query.perPage
  return pageEnvelope(
    data.slice(start, start + query.perPage),
    data.length,
    query.page,
    query.perPage,
  )
}

/** Writes a post's categories in the order given (the first is its main one). */
async function linkCategories(tx: Database, postId: number, categoryIds: number[]) {
  await tx.delete(postCategoryLinks).where(eq(postCategoryLinks.postId, postId))
  const unique = [...new Set(categoryIds)]
  if (unique.length === 0) return
  const known = await tx
    .select({ id: postCategories.id })
    .from(postCategories)
    .where(inArray(postCategories.id, unique))
  if (known.length !== unique.length) throw new Invalid({ categories: ['validation.id'] })
  await tx
    .insert(postCategoryLinks)
    .values(unique.map((categoryId, position) => ({ postId, categoryId, position })))
}

/** Staff write a post: rendered and sanitised once here, read as stored ever after. */
export async function savePost(
  ctx: RequestContext,
  id: number | null,
  input: z.output<typeof PostInput>,
): Promise<number> {
  const staff = requireStaff(ctx)
  const values = {
    slug: input.slug,
    title: input.title,
    description: input.description,
    format: input.format,
    source: input.source,
    html: renderLabels(input.format, input.source),
    published: input.published,
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.slug, input.slug))
    if (clash && clash.id !== id) throw new Invalid({ slug: ['validation.slugTaken'] })
    const [row] =
      id === null
        ? await tx
            .insert(posts)
            .values({
              ...values,
              cover: 'drawn',
              creatorId: staff.uid,
              creatorName: staff.name,
              editedAt: sql`now()`,
            })
            .returning({ id: posts.id })
        : await tx
            .update(posts)
            .set({ ...values, updatedAt: sql`now()`, editedAt: sql`now()` })
            .where(eq(posts.id, id))
            .returning({ id: posts.id })
    if (!row) throw new NotFound()
    await linkCategories(tx, row.id, input.categories)
    return row.id
  })
  changed(ctx.db)
  return saved
}

// help pages

type PageRow = typeof contentPages.$inferSelect

function toPage(row: PageRow, lang: Lang): ContentPage {
  const content = row.html[lang]
  return {
    slug: row.slug as HelpPage,
    title: row.title[lang],
    description: row.description[lang],
    content,
    updated_at: unixSeconds(row.updatedAt),
    ...(row.slug === 'question-and-answer' && { topics: questionsOf(content) }),
  }
}

export async function getPage(ctx: RequestContext, slug: HelpPage): Promise<ContentPage> {
  const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug))
  if (!row) throw new NotFound()
  return toPage(row, ctx.lang)
}

/** Staff rewrite a help page; from then on the seed leaves it alone. */
export async function savePage(
  ctx: RequestContext,
  slug: HelpPage,
  input: z.output<typeof ContentPageInput>,
): Promise<ContentPage> {
  const staff = requireStaff(ctx)
  const values = {
    title: input.title,
    description: input.description,
    format: input.format,
    source: input.source,
    html: renderLabels(input.format, input.source),
    updatedAt: sql`now()`,
    updatedBy: staff.uid,
    editedAt: sql`now()`,
  }
  const [row] = await ctx.db
    .insert(contentPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: contentPages.slug, set: values })
    .returning()
  changed(ctx.db)
  if (!row) throw new NotFound()
  return toPage(row, ctx.lang)
}

// the seed

export type SeedContent = {
  categories: { slug: string; name: LabelMap }[]
  posts: {
    slug: string
    title: LabelMap
    description: LabelMap
    source: LabelMap
    categories: string[]
    date: string
  }[]
  pages: { slug: string; title: LabelMap; description: LabelMap; source: LabelMap }[]
}

/**
 * Writes the demo blog and help pages. What staff have edited (`edited_at`) stays theirs; the
 * rest follows the seed, so a corrected seed text reaches a running shop.
 */
export async function seedContent(tx: Database, content: SeedContent, creatorName: string) {
  const categoryIds = new Map<string, number>()
  for (const [position, category] of content.categories.entries()) {
    const [row] = await tx
      .insert(postCategories)
      .values({ slug: category.slug, name: category.name, position })
      .onConflictDoUpdate({
        target: postCategories.slug,
        set: { name: category.name, position },
      })
      .returning({ id: postCategories.id })
    if (row) categoryIds.set(category.slug, row.id)
  }
  for (const post of content.posts) {
    const at = new Date(`${post.date}T09:00:00+07:00`)
    const values = {
      title: post.title,
      description: post.description,
      format: 'markdown' as const,
      source: post.source,
      html: renderLabels('markdown', post.source),
      updatedAt: at,
    }
    const [row] = await tx
      .insert(posts)
      .values({ slug: post.slug, ...values, cover: 'drawn', creatorName, createdAt: at })
      .onConflictDoUpdate({
        target: posts.slug,
        set: values,
        setWhere: sql`${posts.editedAt} is null`,
      })
      .returning({ id: posts.id, editedAt: posts.editedAt })
    if (!row || row.editedAt) continue
    const ids = post.categories.map((slug) => categoryIds.get(slug))
    if (ids.some((id) => id === undefined)) {
      throw new Error(`post ${post.slug}: unknown category in ${post.categories.join(', ')}`)
    }
    await linkCategories(tx, row.id, ids as number[])
  }
  for (const page of content.pages) {
    const values = {
      title: page.title,
      description: page.description,
      format: 'markdown' as const,
      source: page.source,
      html: renderLabels('markdown', page.source),
      updatedAt: sql`now()`,
    }
    await tx
      .insert(contentPages)
      .values({ slug: page.slug, ...values })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: values,
        setWhere: sql`${contentPages.editedAt} is null`,
      })
  }
}
