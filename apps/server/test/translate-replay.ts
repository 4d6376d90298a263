import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Which provider's documented format the stand-in speaks. */
export type ReplayedProvider = 'libretranslate' | 'deepl' | 'google'

export type TranslateReplayMode =
  | 'ok'
  | 'hang'
  | { status: number; body: string; type?: string }
  /** A success in the documented shape, but with one translation fewer than texts sent. */
  | 'short'

/** What a stand-in translates: a few known phrases, anything else marked with the language. */
const PHRASES: Record<string, string> = {
  'ja>vi:日焼け止め': 'Kem chống nắng',
  'ja>en:日焼け止め': 'Sunscreen',
  'ja>vi:とても良い商品です': 'Sản phẩm rất tốt',
  'ja>en:とても良い商品です': 'A very good product',
  'vi>ja:kem chống nắng': '日焼け止め',
  'auto>ja:kem chống nắng': '日焼け止め',
  'auto>ja:sữa rửa mặt': '洗顔料',
}

export function replayTranslate(text: string, from: string, to: string): string {
  return PHRASES[`${from}>${to}:${text}`] ?? `[${to}] ${text}`
}

export type SeenRequest = {
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

/**
 * A local stand-in for LibreTranslate, DeepL or Google Translation v2: it reads requests as the
 * provider documents them (path, key, body fields), refuses a wrong key as the provider does,
 * and answers in the provider's shape; or answers what `mode` says (an error, a short answer,
 * nothing at all). Every request is kept in `seen`.
 */
export async function translateReplay(provider: ReplayedProvider, apiKey = 'key-123') {
  const seen: SeenRequest[] = []
  let mode: TranslateReplayMode = 'ok'
  const server = createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      raw += chunk
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://replay.test')
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(raw || '{}')
      } catch {}
      seen.push({ path: url.pathname, query: url.searchParams, headers: req.headers, body })
      if (mode === 'hang') return
      const send = (status: number, answer: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type })
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer))
      }
      if (typeof mode === 'object') return send(mode.status, mode.body, mode.type)
      const drop = mode === 'short' ? 1 : 0
      if (provider === 'libretranslate') {
        if (url.pathname !== '/translate') return send(404, { error: 'Not Found' })
        if (body.api_key !== apiKey) return send(403, { error: 'Invalid API key' })
        const q = body.q
        const texts = Array.isArray(q) ? q.map(String) : [String(q)]
        const out = texts
          .slice(drop)
          .map((t) => replayTranslate(t, String(body.source), String(body.target)))
        return send(200, { translatedText: Array.isArray(q) ? out : (out[0] ?? '') })
      }
      if (provider === 'deepl') {
        if (url.pathname !== '/v2/translate') return send(404, { message: 'Not found' })
        if (req.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) {
          return send(403, { message: 'Wrong endpoint. Use https://api.deepl.com' })
        }
        const from = typeof body.source_lang === 'string' ? body.source_lang : 'auto'
        const to = String(body.target_lang)
        const lower = (code: string) => code.split('-')[0]?.toLowerCase() ?? code
        const texts = (body.text as unknown[]).map(String)
        return send(200, {
          translations: texts.slice(drop).map((t) => ({
            detected_source_language: from === 'auto' ? 'VI' : from,
            text: replayTranslate(t, from === 'auto' ? 'auto' : lower(from), lower(to)),
          })),
        })
      }
      if (url.pathname !== '/language/translate/v2') return send(404, { error: { code: 404 } })
      if (url.searchParams.get('key') !== apiKey) {
        return send(400, {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            errors: [{ message: 'API key not valid.', domain: 'global', reason: 'badRequest' }],
            status: 'INVALID_ARGUMENT',
          },
        })
      }
      const texts = (body.q as unknown[]).map(String)
      const from = typeof body.source === 'string' ? body.source : 'auto'
      return send(200, {
        data: {
          translations: texts.slice(drop).map((t) => ({
            translatedText: replayTranslate(t, from, String(body.target)),
            ...(from === 'auto' && { detectedSourceLanguage: 'vi' }),
          })),
        },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    seen,
    mode(next: TranslateReplayMode) {
      mode = next
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
