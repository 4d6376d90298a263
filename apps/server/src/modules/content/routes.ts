import {
  ContentPage,
  ContentPageInput,
  HelpPageSlug,
  idText,
  noQuerySpec,
  Post,
  PostCategoryList,
  PostInput,
  PostList,
  postCategoryListSpec,
  postListSpec,
  postSpec,
  z,
} from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotFound } from '../../platform/errors.ts'
import { listQuerySchema, parseListQuery } from '../../platform/http/list-query.ts'
import { sendPicture } from '../../platform/http/picture.ts'
import { coverFile } from './covers.ts'
import {
  coverOf,
  getPage,
  getPost,
  listPostCategories,
  listPosts,
  savePage,
  savePost,
} from './service.ts'

const tags = ['content']
const byId = z.object({ id: idText() })
const bySlug = z.object({ slug: HelpPageSlug })

/** §7 posts and post-categories, the help pages, and the staff's writing of both. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary:
          'Blog posts, newest change first: filter[categories], include=categories, append=creator; published only (staff: filter[publish]=0 shows drafts)',
        querystring: listQuerySchema(postListSpec),
        response: { 200: PostList },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'accept-language')
      return listPosts(req.ctx, parseListQuery(req, postListSpec))
    },
  )
  app.get(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'One blog post with its sanitised HTML: include=categories, append=creator',
        params: byId,
        querystring: listQuerySchema(postSpec),
        response: { 200: z.object({ data: Post }) },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'accept-language')
      return { data: await getPost(req.ctx, req.params.id, parseListQuery(req, postSpec)) }
    },
  )
  app.get(
    '/api/post-categories',
    {
      schema: {
        tags,
        summary: 'Blog categories in their order',
        querystring: listQuerySchema(postCategoryListSpec),
        response: { 200: PostCategoryList },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'accept-language')
      return listPostCategories(req.ctx, parseListQuery(req, postCategoryListSpec))
    },
  )
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags,
        summary:
          'A help or legal page (newbie, manual, question-and-answer, policy, about-us) as sanitised HTML',
        params: bySlug,
        querystring: listQuerySchema(noQuerySpec),
        response: { 200: z.object({ data: ContentPage }) },
      },
    },
    async (req, reply) => {
      parseListQuery(req, noQuerySpec)
      reply.header('vary', 'accept-language')
      return { data: await getPage(req.ctx, req.params.slug) }
    },
  )

  app.post(
    '/api/staff/posts',
    {
      schema: {
        tags,
        summary: 'Staff: write a post (Markdown or HTML per language, sanitised on save)',
        body: PostInput,
        response: { 201: z.object({ data: Post }) },
      },
    },
    async (req, reply) => {
      const id = await savePost(req.ctx, null, req.body)
      const post = await getPost(req.ctx, id, staffView)
      return reply.code(201).send({ data: post })
    },
  )
  app.put(
    '/api/staff/posts/:id',
    {
      schema: {
        tags,
        summary: 'Staff: rewrite a post',
        params: byId,
        body: PostInput,
        response: { 200: z.object({ data: Post }) },
      },
    },
    async (req) => {
      const id = await savePost(req.ctx, req.params.id, req.body)
      return { data: await getPost(req.ctx, id, staffView) }
    },
  )
  app.put(
    '/api/staff/pages/:slug',
    {
      schema: {
        tags,
        summary: 'Staff: rewrite a help page in the three languages (Markdown or HTML)',
        params: bySlug,
        body: ContentPageInput,
        response: { 200: z.object({ data: ContentPage }) },
      },
    },
    async (req) => ({ data: await savePage(req.ctx, req.params.slug, req.body) }),
  )

  // A post's cover, drawn on request (covers.ts). Not JSON: not in the endpoint table.
  app.get(
    '/media/posts/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A blog post’s cover: cover.svg for pages, cover.png for link previews',
        params: z.object({ id: idText(), file: z.enum(['cover.svg', 'cover.png']) }),
        querystring: z.looseObject({}),
      },
    },
    async (req, reply) => {
      const cover = await coverOf(req.ctx, req.params.id)
      if (!cover) throw new NotFound()
      const file = coverFile(
        cover.slug,
        cover.category,
        req.params.file === 'cover.png' ? 'png' : 'svg',
      )
      return sendPicture(req, reply, file.etag, file.type, file.body)
    },
  )
}

/** What staff get back after saving: the post whole, whether published or not. */
const staffView = {
  filter: { publish: '0' as const },
  between: {},
  sort: [],
  include: new Set(['categories' as const]),
  append: new Set(['creator' as const]),
  page: 1,
  perPage: 1,
}
