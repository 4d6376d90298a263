import type { RouterContextProvider } from 'react-router'
import { pageContext } from './context.ts'

export type ApiResult<T = unknown> = { status: number; ok: boolean; data: T; headers: Headers }

/**
 * The API as loaders and actions use it: in-process on the server, with the page request's
 * cookies, answering in the page's language.
 */
export function api(context: Readonly<RouterContextProvider>, lang: string) {
  const { apiFetch } = context.get(pageContext)
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> => {
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
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body, headers),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    delete: <T>(path: string) => call<T>('DELETE', path),
  }
}

/** The Set-Cookie headers of an API answer, to pass on with the page's own response. */
export function cookiesOf(result: Pick<ApiResult, 'headers'>): Headers {
  const headers = new Headers()
  for (const cookie of result.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return headers
}
