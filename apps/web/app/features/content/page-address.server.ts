import type { RouterContextProvider } from 'react-router'
import { pageContext } from '#app/lib/context.ts'
import type { PageAddress } from './content-meta.ts'

/** A page's address for its canonical and language links: the public origin and `path`. */
export function pageAddress(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
): PageAddress {
  const { publicUrl } = context.get(pageContext)
  return { origin: publicUrl || new URL(request.url).origin, path }
}
