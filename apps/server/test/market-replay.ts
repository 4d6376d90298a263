import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A recorded answer in the market's documented format, under test/fixtures/markets/. */
export function marketFixture(name: string): string {
  return readFileSync(new URL(`./fixtures/markets/${name}`, import.meta.url), 'utf8')
}

export type ReplayAnswer =
  | { status: number; body: string; type?: string; headers?: Record<string, string> }
  | 'hang'

/** An answer made from the request: a stand-in that reads the API's documented parameters. */
export type ReplayResponder = (url: URL) => ReplayAnswer

/**
 * A local stand-in for a market's official API: it answers whatever `answer` says (a fixture,
 * an HTML error page, a 429 with Retry-After, a 500, or what a responder makes of the request)
 * or never answers ('hang'), and keeps the URL of every request it saw.
 */
export async function marketReplay(first: ReplayAnswer | ReplayResponder) {
  const seen: URL[] = []
  let answer = first
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay.test')
    seen.push(url)
    const given = typeof answer === 'function' ? answer(url) : answer
    if (given === 'hang') return
    res.writeHead(given.status, {
      'content-type': given.type ?? 'application/json; charset=utf-8',
      ...given.headers,
    })
    res.end(given.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/search`,
    seen,
    answer(next: ReplayAnswer | ReplayResponder) {
      answer = next
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A clock that never waits: `sleep` moves time on and records how long it was asked for. */
export function fakeClock(start = 1_000_000) {
  let time = start
  const slept: number[] = []
  return {
    slept,
    now: () => time,
    sleep: async (ms: number, signal: AbortSignal) => {
      signal.throwIfAborted()
      slept.push(ms)
      time += ms
    },
    advance(ms: number) {
      time += ms
    },
  }
}
