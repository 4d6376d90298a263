import type { RouterContextProvider } from 'react-router'
import { pageContext } from '#app/lib/context.ts'

/** Whether cookies of this site must be Secure: it is served over HTTPS. */
export function secureSite(context: Readonly<RouterContextProvider>, request: Request): boolean {
  const { publicUrl } = context.get(pageContext)
  return (publicUrl || request.url).startsWith('https:')
}
