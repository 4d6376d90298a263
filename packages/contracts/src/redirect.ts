/**
 * Where a browser would go for a redirect target, if that is a page of this site (issue 14:
 * no open redirect). No zod here: the web app's client bundle imports this too.
 *
 * The target is parsed as a browser's URL parser (WHATWG) parses a Location: it drops leading
 * and trailing controls and spaces, removes tabs and newlines anywhere, reads backslashes as
 * slashes and `//host` as another host. Checking the raw string instead misses `/\t/evil`,
 * `/\evil` or ` //evil`, which browsers follow to evil.
 */

// `.invalid` is reserved (RFC 2606): no real host can share this origin.
const BASE = 'http://x.invalid'

// An encoded slash or backslash in the path: harmless to a browser, but a proxy or a router
// that decodes the path once more would turn `/%2F%2Fevil` into `//evil`.
const ENCODED_SEPARATOR = /%2f|%5c/i

/**
 * The path, query and fragment of this site that `target` leads to, percent-encoded (always a
 * valid ASCII header value); `fallback` when it leads anywhere else or is not a URL at all.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  // `/.//evil` resolves to the path `//evil`, which a Location would make a host again.
  if (url.pathname.startsWith('//') || ENCODED_SEPARATOR.test(url.pathname)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
