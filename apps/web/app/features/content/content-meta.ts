import { LANGS, type Lang, type Post } from '@kaimono/contracts'
import { COVER_HEIGHT, COVER_WIDTH } from '@kaimono/contracts/content-rules'
import { addressInLang } from '@kaimono/contracts/lang'
import type { MetaDescriptor } from 'react-router'
import { OG_LOCALE } from '#app/lib/og-locale.ts'

/** Where a page lives: the site's public origin and the page's path with its own query. */
export type PageAddress = { origin: string; path: string }

/**
 * A page's address in a language (`addressInLang`); without a language, the address that
 * follows the cookie.
 */
export function addressIn(address: PageAddress, lang?: Lang): string {
  const href = new URL(address.path, address.origin).toString()
  return lang ? addressInLang(href, lang) : href
}

/**
 * The page's canonical address in the language it is shown in, and its address in every
 * language for search engines (hreflang); x-default is the one that follows the cookie.
 */
export function languageLinks(address: PageAddress, lang: Lang): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: addressIn(address, lang) },
    ...LANGS.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: addressIn(address, other),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn(address) },
  ]
}

type MetaMatch = { loaderData?: unknown } | undefined

/**
 * A page's tags followed by its language links in the root's language; an error page (no
 * address) has the tags alone.
 */
export function withLanguageLinks(
  matches: readonly MetaMatch[],
  tags: MetaDescriptor[],
  address: PageAddress | undefined,
): MetaDescriptor[] {
  const lang = (matches[0]?.loaderData as { lang?: Lang } | undefined)?.lang
  return address && lang ? [...tags, ...languageLinks(address, lang)] : tags
}

/** A post's cover as link previews take it (no SVG): the server draws each as a PNG too. */
const COVER_PNG = { width: String(COVER_WIDTH), height: String(COVER_HEIGHT) }

type PostMetaInput = { post: Post; address: PageAddress; lang: Lang; brand: string }

/**
 * §2 Blog detail: the post's title and description; Open Graph and Twitter tags so a link shared
 * in Zalo or Facebook shows its cover, title and description.
 */
export function postMeta({ post, address, lang, brand }: PostMetaInput): MetaDescriptor[] {
  const cover = new URL(post.cover_url.replace('/cover.svg', '/cover.png'), address.origin)
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
  return [
    { title: `${post.title} | ${brand}` },
    { name: 'description', content: post.description },
    ...languageLinks(address, lang),
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.description },
    { property: 'og:url', content: addressIn(address, lang) },
    { property: 'og:image', content: cover.toString() },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: COVER_PNG.width },
    { property: 'og:image:height', content: COVER_PNG.height },
    { property: 'og:image:alt', content: post.title },
    { property: 'article:published_time', content: iso(post.created_at) },
    { property: 'article:modified_time', content: iso(post.updated_at) },
    ...(post.categories ?? []).map((category) => ({
      property: 'article:section',
      content: category.name,
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: post.title },
    { name: 'twitter:description', content: post.description },
    { name: 'twitter:image', content: cover.toString() },
  ]
}

/** A page staff write (a help page, About us): their title and description, and its languages. */
export function writtenPageMeta(
  page: { title: string; description: string },
  brand: string,
): MetaDescriptor[] {
  return [{ title: `${page.title} | ${brand}` }, { name: 'description', content: page.description }]
}

/** The root loader's data that meta functions read. */
export type RootMeta = { lang: Lang; brand: string }
export const rootMeta = (matches: readonly ({ loaderData?: unknown } | undefined)[]) =>
  matches[0]?.loaderData as RootMeta | undefined
