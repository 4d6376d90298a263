import type { ParseArgsConfig } from 'node:util'
import { ConfigError } from '../../platform/config.ts'

/**
 * A failure reported in one line like a configuration error: bad arguments, a refused sign-in,
 * the server's own refusal.
 */
export class OpsError extends ConfigError {}

export type OpsClient = {
  request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>
}

export type OpsValues = Record<string, string | boolean | undefined>

/** One `npm run ops -- <name> …` command: it goes through the running server's staff API. */
export type OpsCommand = {
  usage: string
  summary: string
  options: NonNullable<ParseArgsConfig['options']>
  run(client: OpsClient, values: OpsValues): Promise<string>
}

/**
 * Signs in to the running server as a staff member (email and password, as on the web) and
 * sends requests with that session. ARCHITECTURE §2: the CLI never opens the server's data
 * directory; the server validates, records and notifies exactly as for any staff request.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<OpsClient> {
  const origin = new URL(baseUrl).origin
  const call = async (method: string, path: string, init: RequestInit) => {
    try {
      return await fetch(new URL(path, origin), { method, ...init })
    } catch (error) {
      throw new OpsError(
        `cannot reach ${origin} (${(error as Error).message}); is the server running?`,
      )
    }
  }
  const signedIn = await call('POST', '/api/auth/sign-in/email', {
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  if (!signedIn.ok) throw new OpsError(`sign-in as ${email} refused: ${await messageOf(signedIn)}`)
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return {
    async request<T>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await call(method, path, {
        headers: {
          cookie,
          origin,
          accept: 'application/json',
          'accept-language': 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) {
        throw new OpsError(`${method} ${path}: ${response.status} ${await messageOf(response)}`)
      }
      return (await response.json()) as T
    },
  }
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { message?: string; errors?: Record<string, string[]> }
    const fields = Object.entries(body.errors ?? {}).map(
      ([field, list]) => `${field}: ${list.join(', ')}`,
    )
    return [body.message ?? text, ...fields].join('; ')
  } catch {
    return text.slice(0, 200) || response.statusText
  }
}

/** `--name value` as a required string. */
export function required(values: OpsValues, name: string): string {
  const value = values[name]
  if (typeof value !== 'string' || value.trim() === '') throw new OpsError(`--${name} is required`)
  return value.trim()
}

/** An order given as its id (123) or its code (OS000123). */
export function orderIdOf(value: string): number {
  const match = /^(?:OS)?0*(\d{1,9})$/i.exec(value.trim())
  if (!match)
    throw new OpsError(`--order must be an order id or code such as OS000123, not ${value}`)
  return Number(match[1])
}
