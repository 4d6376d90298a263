import { addressInLang, type HELP_PAGES, LANGS } from '@kaimono/contracts'
import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFound } from '../../platform/errors.ts'
import { escapeHtml } from '../../platform/mail/pages.ts'
import { productSitemap, productSitemapCount } from '../catalog/index.ts'
import { marketSitemapPaths } from '../markets/index.ts'
import { contentPages, posts } from './schema.ts'

// Issue 21 item 6: what search engines should read, and what not. The sitemap is an index of
// files of at most 50,000 addresses (sitemaps.org): the site's own pages and the markets' pages,
// the posts, and the own shops' products by id range, so a million products is twenty files
// that each read one range of the primary key.

type Entry = { path: string; updatedAt?: Date; alternates?: boolean }

/** The pages every visitor can reach from the header and footer. */
const SITE_PAGES = [
  '/',
  '/products/ikom',
  '/products/awond',
  '/blogs',
  '/price-list',
  '/service-price-table',
  '/payment-information',
  '/contact-us',
  '/other-market/ecoring/timelimit',
  '/other-market/ecoring/preview',
]

const HELP_PATHS: Record<(typeof HELP_PAGES)[number], string> = {
  newbie: '/newbie',
  manual: '/manual',
  'question-and-answer': '/question-and-answer',
  policy: '/policy',
  'about-us': '/about-us',
}

const absolute = (base: string, path: string) => new URL(path, base).href

/**
 * One address with its language versions (hreflang): the page renders in the language its
 * `lang` parameter names (vi, the default, without one).
 */
function urlEntry(base: string, { path, updatedAt, alternates }: Entry): string {
  const loc = absolute(base, path)
  const links = alternates
    ? [
        ...LANGS.map((lang) => {
          const href = addressInLang(loc, lang)
          return `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`
        }),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(loc)}"/>`,
      ].join('')
    : ''
  const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}${links}</url>`
}

function urlSet(base: string, entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlEntry(base, entry)),
    '</urlset>',
  ].join('\n')
}

/** robots.txt: customers' own pages, the cart, checkout and the APIs are nobody's business. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /customer',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    'Disallow: /market/',
    'Disallow: /other-market/translate/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

const XML = 'application/xml; charset=utf-8'
const KEPT = 'public, max-age=3600'

export function sitemapRoutes(publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/robots.txt',
      { schema: { tags: ['seo'], summary: 'What crawlers may read, and where the sitemap is' } },
      async (_req, reply) =>
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', KEPT)
          .send(robotsTxt(publicUrl)),
    )
    app.get(
      '/sitemap.xml',
      { schema: { tags: ['seo'], summary: 'The sitemap index: pages, posts and product files' } },
      async (req, reply) => {
        const count = await productSitemapCount(req.ctx)
        const files = [
          '/sitemaps/pages.xml',
          '/sitemaps/posts.xml',
          ...Array.from({ length: count }, (_, n) => `/sitemaps/products-${n + 1}.xml`),
        ]
        const body = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...files.map(
            (file) => `<sitemap><loc>${escapeHtml(absolute(publicUrl, file))}</loc></sitemap>`,
          ),
          '</sitemapindex>',
        ].join('\n')
        return reply.header('content-type', XML).header('cache-control', KEPT).send(body)
      },
    )
    app.get(
      '/sitemaps/:file',
      {
        schema: {
          tags: ['seo'],
          summary: 'One sitemap file: pages.xml, posts.xml or products-N.xml',
          params: z.object({
            file: z.string().regex(/^(pages|posts|products-[1-9]\d{0,4})\.xml$/),
          }),
        },
      },
      async (req, reply) => {
        const { file } = req.params
        let entries: Entry[]
        if (file === 'pages.xml') {
          const helps = await req.ctx.db
            .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
            .from(contentPages)
          entries = [
            ...SITE_PAGES.map((path) => ({ path, alternates: true })),
            ...helps.map(({ slug, updatedAt }) => ({
              path: HELP_PATHS[slug as keyof typeof HELP_PATHS] ?? `/${slug}`,
              updatedAt,
              alternates: true,
            })),
            ...marketSitemapPaths().map((path) => ({ path })),
          ]
        } else if (file === 'posts.xml') {
          const rows = await req.ctx.db
            .select({ id: posts.id, updatedAt: posts.updatedAt })
            .from(posts)
            .where(eq(posts.published, true))
            .orderBy(desc(posts.updatedAt))
          entries = rows.map(({ id, updatedAt }) => ({
            path: `/blogs/${id}`,
            updatedAt,
            alternates: true,
          }))
        } else {
          const chunk = Number(file.slice('products-'.length, -'.xml'.length)) - 1
          if (chunk >= (await productSitemapCount(req.ctx))) throw new NotFound()
          entries = await productSitemap(req.ctx, chunk)
        }
        return reply
          .header('content-type', XML)
          .header('cache-control', KEPT)
          .send(urlSet(publicUrl, entries))
      },
    )
  }
}
