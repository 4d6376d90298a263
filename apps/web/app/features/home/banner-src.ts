import type { Lang } from '@kaimono/contracts'

/**
 * The demo banners the server draws (`/media/banners/…`) carry a few words, drawn in the
 * language asked for; an operator's own picture URL is left as it is.
 */
export function bannerSrc(url: string, lang: Lang): string {
  return url.startsWith('/media/banners/') && !url.includes('?') ? `${url}?lang=${lang}` : url
}
