import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { createI18n, langFromCookie, rememberPlainTexts } from './i18n/i18n.ts'
import { allMessages } from './i18n/messages.server.ts'
import { pageContext } from './lib/context.ts'

// The server renders pages with these, so that it uses this build's copy of react-router.
export { createRequestHandler } from 'react-router'
export { createLoadContext } from './lib/context.ts'

export const streamTimeout = 5_000

/**
 * React writes a page in 4 kB pieces and calls `flush()` when it has written all it has for
 * now. Passed on as they come, each piece costs a trip through the web stream, Fastify's
 * compression stream and zlib: a whole page is one or two chunks instead (a product page
 * went from about 14 chunks to 1).
 */
class FlushedChunks extends Transform {
  #pieces: Buffer[] = []

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pieces.push(piece)
    callback()
  }

  flush() {
    if (this.#pieces.length === 0) return
    this.push(this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces))
    this.#pieces = []
  }

  override _flush(callback: TransformCallback) {
    this.flush()
    callback()
  }
}

const i18nByLang = {
  vi: rememberPlainTexts(createI18n('vi', allMessages.vi)),
  ja: rememberPlainTexts(createI18n('ja', allMessages.ja)),
  en: rememberPlainTexts(createI18n('en', allMessages.en)),
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(pageContext)
  const i18n = i18nByLang[langFromCookie(request.headers.get('cookie'))]
  // Crawlers and static generation wait for the whole document; browsers get the shell first.
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
      ? 'onAllReady'
      : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // A render still going after streamTimeout is cut off. One that is done (nearly all of
    // them) clears its timer, which would otherwise keep the whole render (its tree, loader
    // data and HTML) alive for six seconds after the answer has left.
    const timer = setTimeout(() => stream.abort(), streamTimeout + 1_000)
    const respond = () => {
      shellRendered = true
      const body = new FlushedChunks()
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      responseHeaders.set('Cache-Control', 'private, no-cache')
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      )
      stream.pipe(body)
    }
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        onShellReady: readyEvent === 'onShellReady' ? respond : undefined,
        onAllReady() {
          clearTimeout(timer)
          if (readyEvent === 'onAllReady') respond()
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
