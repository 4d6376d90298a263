import { redirect } from 'react-router'

/**
 * §4 Search: text that looks like a web address (a link pasted from a market's site or app, or a
 * shared message with one in it) is not searched for: the listings' loaders, where the header's
 * search sends it, open the link's item (routes/other-market/link.tsx asks the market API which
 * item that is). Done on the server, it works without a script and costs the header nothing.
 */
export function looksLikeLink(text: string): boolean {
  const trimmed = text.trim()
  return /(^|\s)https?:\/\/\S/i.test(trimmed) || /^(www\.)?[\w-]+(\.[\w-]+)+\.?\/\S/i.test(trimmed)
}

/** The page that opens a link's item. */
export const linkPagePath = (text: string) =>
  `/other-market/link?${new URLSearchParams({ url: text.trim() })}`

/**
 * A listing's `search` that is a link (the header's form sent without JavaScript) opens the
 * link's item instead of searching for its text.
 */
export function throwLinkSearch(url: URL): void {
  const search = url.searchParams.get('search') ?? ''
  if (looksLikeLink(search)) throw redirect(linkPagePath(search))
}
