import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { PageRequestInput, SignInProvider } from '@kaimono/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RouterContextProvider, ServerBuild } from 'react-router'
import { type Config, ConfigError } from './config.ts'
import { BadRequest } from './errors.ts'
import { sendNotFound } from './http/errors.ts'
import { sendWebResponse, toWebRequest, withWholeBodies } from './http/fetch-bridge.ts'
import { keepable, keptPage, type Rendered, sendKeptPage, sharedPage } from './http/page-cache.ts'
import { pageOriginCheck } from './http/page-origin.ts'
import { newNonce, pagePolicyFor } from './http/security.ts'
import { Turns } from './turns.ts'

export type WebOptions =
  | { mode: 'production'; buildDir: string }
  | { mode: 'development'; root: string }

/**
 * What the web app's entry.server exports beside its request handler. The request handler
 * comes from the build's own copy of react-router: under Vite (development) it is not the copy
 * this file would import, and a context made by one copy is refused by the other.
 */
type WebEntry = {
  createLoadContext(input: PageRequestInput): RouterContextProvider
  createRequestHandler: typeof import('react-router').createRequestHandler
  /** The Node stream behind a rendered page, sent as it is (no web stream in between). */
  nodeBodyOf?(response: Response): Readable | undefined
}

/**
 * Pages rendered at once; the others wait their turn (platform/turns.ts). Rendering is the one
 * thread's work: more at once only interleaves them, and 32 at once took a listing's p99 from
 * about 430 to 1,160 ms for the same throughput (docs/performance.md).
 */
const RENDERS_AT_ONCE = 4

/** Headers of the page request that the in-process API call carries on. */
const FORWARDED = ['cookie', 'authorization', 'user-agent', 'x-forwarded-for']
/** What a shared page's API calls carry on: nothing of the visitor's credentials. */
const FORWARDED_SHARED = ['user-agent', 'x-forwarded-for']

export type WebSessions = {
  /** Whether a cookie is the session's (a signed-in customer's page may still be shared). */
  isSessionCookie(name: string): boolean
}

/**
 * Serves the React Router app: hashed assets from the client build, every other path
 * rendered on the server (ARCHITECTURE §1). Registered last, so `/api` and `/market` win.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  web: WebOptions,
  providers: SignInProvider[],
  providerOrigins: readonly string[],
  sessions: WebSessions,
) {
  const getBuild =
    web.mode === 'production'
      ? await productionBuild(app, web.buildDir)
      : await devBuild(app, web.root)
  const handlers = new WeakMap<ServerBuild, ReturnType<WebEntry['createRequestHandler']>>()
  const renders = new Turns(RENDERS_AT_ONCE)
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build)
    if (!handler) {
      handler = (build.entry.module as unknown as WebEntry).createRequestHandler(build, web.mode)
      handlers.set(build, handler)
    }
    return handler
  }

  // Page actions read forms (issue 14: anything else was a 500 from request.formData()).
  await withWholeBodies(
    app,
    (pages) => {
      pages.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        onRequest: pageOriginCheck(config.PUBLIC_URL),
        // A page rendered for a signed-in user (their name, their cart) is never kept by a cache,
        // whatever the page says.
        onSend: async (req, reply, payload) => {
          if (req.ctx.user) reply.header('cache-control', 'private, no-store')
          return payload
        },
        handler: async (req, reply) => {
          const build = await getBuild()
          const entry = build.entry.module as unknown as WebEntry
          // A shared page is rendered as for nobody in particular: the language's cookie alone,
          // no user, API calls without the visitor's credentials.
          const render = (nonce: string, shared?: { cookie: string; member: boolean }) =>
            handlerFor(build)(
              toWebRequest(req, reply, shared && { cookie: shared.cookie }),
              entry.createLoadContext({
                nonce,
                apiFetch: (target, init) =>
                  injectApi(app, req, target, init, shared ? FORWARDED_SHARED : FORWARDED),
                brand: config.BRAND_NAME,
                publicUrl: config.PUBLIC_URL,
                user: shared ? null : req.ctx.user,
                member: shared?.member ?? false,
                providers,
              }),
            )
          const policy = (scriptSources: string[]) =>
            web.mode === 'production' ? pagePolicyFor(scriptSources, providerOrigins) : null
          const send = (response: Response, scriptSources: string[], body?: Readable) => {
            const header = policy(scriptSources)
            if (header) reply.header('content-security-policy', header)
            else reply.removeHeader('content-security-policy')
            return sendWebResponse(reply, response, body)
          }

          const shared =
            web.mode === 'production'
              ? sharedPage(req, String(build.assets?.version), sessions.isSessionCookie)
              : null
          if (shared) {
            // The render made for this request, when it is the one that missed.
            let own: { rendered: Rendered; nonce: string } | undefined
            const page = await keptPage(req.ctx.db, shared, () =>
              renders.run(async () => {
                const nonce = newNonce()
                const response = await render(nonce, shared)
                const rendered = {
                  status: response.status,
                  headers: response.headers,
                  html: await wholeBody(response, entry.nodeBodyOf?.(response)),
                }
                own = { rendered, nonce }
                return keepable(rendered, nonce)
              }),
            )
            if (page) return sendKeptPage(req, reply, page, policy)
            // Not to be shared (a redirect, a 404, a cookie set): rendered for this visitor.
            if (own && shared.anonymous) {
              const { rendered, nonce } = own
              const body = rendered.html.length === 0 ? null : rendered.html
              const response = new Response(body, {
                status: rendered.status,
                headers: rendered.headers,
              })
              return send(response, [`'nonce-${nonce}'`])
            }
          }

          const nonce = newNonce()
          // The shell is rendered (every page but the cart's is whole by then): the turn passes.
          const response = await renders.run(() => render(nonce))
          return send(response, [`'nonce-${nonce}'`], entry.nodeBodyOf?.(response))
        },
      })
    },
    PAGE_FORMS,
  )
}

/** What a page's form or fetcher sends: URL-encoded or multipart fields, nothing else (415). */
const PAGE_FORMS = {
  contentTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  // A multipart body that does not parse (no boundary, cut short) is a 400 here rather than a
  // 500 from the action's request.formData().
  check: async (req: FastifyRequest, body: Buffer) => {
    const type = req.headers['content-type'] ?? ''
    if (!type.startsWith('multipart/')) return undefined
    try {
      await new Response(body, { headers: { 'content-type': type } }).formData()
      return undefined
    } catch {
      return new BadRequest('badRequest')
    }
  },
}

async function productionBuild(app: FastifyInstance, buildDir: string) {
  const serverEntry = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) {
    throw new ConfigError(
      `the web app is not built (${serverEntry} is missing): run npm run build, or set SERVE_WEB=false`,
    )
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      // Vite puts content hashes in every file name under assets/.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  } as Parameters<typeof fastifyStatic>[1])
  app.get('/assets/*', sendNotFound)
  return () => build
}

async function devBuild(app: FastifyInstance, root: string) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ])
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', () => vite.close())
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
}

async function injectApi(
  app: FastifyInstance,
  page: FastifyRequest,
  target: string,
  init: RequestInit = {},
  forwarded: readonly string[] = FORWARDED,
): Promise<Response> {
  const headers: Record<string, string> = {}
  for (const name of forwarded) {
    const value = page.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value
  })
  headers['x-request-id'] = page.id
  // The API call is made for the page, at the page's address: same host, same origin (the page
  // request passed pageOriginCheck).
  headers.host = page.host
  headers.origin = `${page.protocol}://${page.host}`
  const result = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: target,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
    remoteAddress: page.ip,
  })
  return new Response(result.statusCode === 204 ? null : result.rawPayload, {
    status: result.statusCode,
    headers: Object.entries(result.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [String(value)]).map(
            (v) => [name, v] as [string, string],
          ),
    ),
  })
}

/** A rendered page's HTML, read whole (from its Node stream when the entry kept one). */
async function wholeBody(response: Response, body: Readable | undefined): Promise<Buffer> {
  if (!body) return response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0)
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
