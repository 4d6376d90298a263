import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { createI18n, langFromCookie } from './i18n/i18n.ts'
import { allMessages } from './i18n/messages.server.ts'
import { pageContext } from './lib/context.ts'

// The server renders pages with these, so that it uses this build's copy of react-router.
export { createRequestHandler } from 'react-router'
export { createLoadContext } from './lib/context.ts'

export const streamTimeout = 5_000

const i18nByLang = {
  vi: createI18n('vi', allMessages.vi),
  ja: createI18n('ja', allMessages.ja),
  en: createI18n('en', allMessages.en),
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
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          responseHeaders.set('Cache-Control', 'private, no-cache')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}
