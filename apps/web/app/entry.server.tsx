import type { Readable } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { createI18n, rememberPlainTexts } from './i18n/i18n.ts'
import { allMessages } from './i18n/messages.server.ts'
import { pageContext } from './lib/context.ts'
import { requestLang } from './lib/lang.server.ts'
import { FlushedChunks, lazyWebStream } from './lib/page-stream.server.ts'

// The server renders pages with these, so that it uses this build's copy of react-router.
export { createRequestHandler } from 'react-router'
export { createLoadContext } from './lib/context.ts'

export const streamTimeout = 5_000

/** Each page's HTML as the Node stream it is written to, for the server to send as it is. */
const nodeBodies = new WeakMap<Response, Readable>()

/**
 * The Node stream behind a page's Response. The server sends it straight to the socket instead
 * of through a web stream and back; the Response's own body is for anyone else, and is only
 * made into a web stream when it is read.
 */
export function nodeBodyOf(response: Response): Readable | undefined {
  return nodeBodies.get(response)
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
  const i18n = i18nByLang[requestLang(request)]
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
      const response = new Response(lazyWebStream(body), {
        headers: responseHeaders,
        status: responseStatusCode,
      })
      nodeBodies.set(response, body)
      resolve(response)
      stream.pipe(body)
    }
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary once the page has passed this many bytes
        // (12,800 by default): its content then comes last, hidden, and only a script shows it,
        // so the cart read 'Loading…' forever without JavaScript (issue 15). What is ready when
        // the shell is sent goes in place; what is still loading streams as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
