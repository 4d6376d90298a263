import { type ApiClient, apiClient, type Refusal } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { pageContext } from './context.ts'

/**
 * The API as loaders and actions call it (the typed client of the endpoint table): in-process
 * on the server, with the page request's cookies, answering in the page's language.
 */
export function api(context: Readonly<RouterContextProvider>, lang: string): ApiClient {
  return apiClient(context.get(pageContext).apiFetch, { 'accept-language': lang })
}

/** The Set-Cookie headers of an API answer, to pass on with the page's own response. */
export function cookiesOf(result: { headers: Headers }): Headers {
  const headers = new Headers()
  for (const cookie of result.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return headers
}

/** A refusal of the API as the page's own error answer: its status, and its message (§3). */
export function refused({ status, message, errors }: Refusal) {
  return data({ message, ...(errors && { errors }) }, { status })
}
