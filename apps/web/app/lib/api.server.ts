import { type ApiClient, apiClient, type Refusal } from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { pageContext } from './context.ts'

/**
 * The API as loaders and actions call it (the typed client of the endpoint table): in-process
 * on the server, with the page request's cookies, answering in the page's language.
 */
export function api(context: Readonly<RouterContextProvider>, lang: string) {
  const { apiFetch } = context.get(pageContext)
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await apiFetch(path, {
      method,
      headers: {
        ...headers,
        'accept-language': lang,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    const data = (text ? JSON.parse(text) : null) as T
    return { status: response.status, ok: response.ok, data, headers: response.headers }
  }
  const client: ApiClient = apiClient(apiFetch, { 'accept-language': lang })
  return {
    ...client,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body, headers),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    delete: <T>(path: string) => call<T>('DELETE', path),
  }
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
