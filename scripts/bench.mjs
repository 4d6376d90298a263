// `npm run bench`: load-tests the production server against a bare Fastify baseline and times
// its cold start, on a fresh and on an existing data directory. Results go to stdout; progress
// and build output to stderr, so `npm run -s bench -- --json > out.json` stays parseable (-s
// keeps npm's own banner off stdout).
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { deferredScriptSources } from '../apps/web/app/lib/deferred-scripts.server.ts'
import { adminArgs, measureBids, prepareBidders } from './bench/auctions.mjs'
import { catalogUrls, getJson } from './bench/catalog-urls.mjs'
import {
  CUSTOMERS,
  customerArgs,
  measureCartPut,
  measureOrderCreation,
  signInCustomers,
} from './bench/checkout.mjs'
import { contentUrls } from './bench/content-urls.mjs'
import { HANGING_MARKET, HANGING_TIMEOUT_MS } from './bench/hanging-market-names.mjs'
import { lighthouseTable, runLighthouse } from './bench/lighthouse.mjs'
import { marketUrls } from './bench/market-urls.mjs'
import { SERVER_ENV, serverNodeFlags } from './lib/bootstrap.mjs'

// Issue 16's targets: what shoppers ask for, not one URL again and again.
const SEARCH = 'search: /api/products?filter[name]&page&sort'
const CATEGORY = 'category: /api/products?filter[categories]&page&sort'
const PRODUCT = 'product: /api/products/{random id}'
const PRODUCT_PAGE = 'SSR product (kept): /products/{shop}/{random id}'
const LIST_PAGE = 'SSR list (kept): /products/{shop}?page&category|search&sort'
const PRODUCT_PAGE_FIRST = 'SSR product (first visit): /products/{shop}/{random id}'
const LIST_PAGE_FIRST = 'SSR list (first visit): /products/{shop}?page&category|search&sort'
const HOME = 'SSR home: /'
const MARKET_LIST = 'market list: /market/v3/{shop}?category_id&page&sort&filters'
const MARKET_LIST_CACHED = 'market list (cached, 1 URL): /market/v3/mercari'
const MARKET_DETAIL = 'market detail: /market/v3/{shop}/detail?id'
const MARKET_PAGE = 'SSR market product (kept): /other-market/{shop}/{id}'
const CROSS_SEARCH = 'cross-market search: /market/v3/search?query&sort&page'
const LINKS = 'link resolution: POST /market/common/get-product-info-by-url'
const BIDS = 'POST create-auction-request'
const HANGING = `cross-market search, ${HANGING_MARKET} hanging (timeout ${HANGING_TIMEOUT_MS} ms)`
const MARKET_PAGE_FIRST = 'SSR market product (first visit): /other-market/{shop}/{id}'
const CONTENT_PAGE =
  'SSR blog and help (kept): /blogs/{id}, /blogs?category_id&page, help pages, ?lang'
// About 300 pages in all: the run comes round to each many times, so "from cold" is the
// first pass rendered and the rest kept (there are not enough posts for first visits only).
const CONTENT_PAGE_FIRST =
  'SSR blog and help (from cold): /blogs/{id}, /blogs?category_id&page, help pages, ?lang'

/**
 * Budgets per target (the names in TARGETS) and per cold start (`cold start: existing dir`).
 * minRps / maxP99Ms are absolute and so depend on the machine; minRatio is req/s relative to
 * the baseline measured in the same run, which travels better between laptops and CI.
 * Every target also fails on any non-2xx answer or socket error: throughput of error pages
 * measures nothing.
 */
const BUDGETS = {
  // /healthz does no I/O, so it is the price of the stack every request pays (request id,
  // helmet, compress, zod serializer, logger). Runs on 2 shared cores measured 0.32-0.59x,
  // helmet alone taking about half of a bare route; 0.5x would flap on that noise, 0.2x
  // still catches a new per-request cost that halves today's throughput.
  '/healthz': { minRatio: 0.2 },
  // A restart is downtime: PGlite is single-process, so no second instance covers it. About
  // 1.1-2 s today on 2 cores; 10 s leaves noise far behind and catches start-up work that grows
  // with the data (re-seeding, scans, index rebuilds). Tighten when the issue sets a target.
  'cold start: existing dir': { maxMs: 10_000 },
  // Issue 5, on PostgreSQL with 100,000 products (`--database-url … --products 100000`).
  '/api/products (cached, 1 URL)': { minRps: 3000, maxP99Ms: 30 },
  '/api/products?filter[name]=matcha (cached, 1 URL)': { maxP99Ms: 60 },
  '/api/products/{id}': { maxP99Ms: 15 },
  '/products/ikom/{id}': { maxP99Ms: 120 },
  'server RSS under the catalogue API load': { maxMb: 400 },
  // Issue 16: 'server RSS <= 400 MB throughout', server rendering included.
  'server RSS, largest under any target': { maxMb: 400 },
  'JavaScript of /products/ikom/{id}': { maxKb: 150 },
  // Issue 16, on PostgreSQL with 100,000 products, 32 connections, URLs spread as shoppers'
  // are (scripts/bench/catalog-urls.mjs). Judged on every run, as issue 5's are.
  [SEARCH]: { minRps: 2000, maxP99Ms: 50 },
  [CATEGORY]: { minRps: 2000, maxP99Ms: 50 },
  [PRODUCT]: { minRps: 4000, maxP99Ms: 15 },
  [PRODUCT_PAGE]: { minRps: 1000, maxP99Ms: 60 },
  [LIST_PAGE]: { minRps: 500, maxP99Ms: 100 },
  [HOME]: { minRps: 1000, maxP99Ms: 50 },
  // Issue 18, on PostgreSQL with every market seeded (and with `--market-items 1000000`), 32
  // connections, markets, categories, pages, sorts, filters and items spread
  // (scripts/bench/market-urls.mjs).
  [MARKET_LIST]: { maxP99Ms: 50 },
  [MARKET_DETAIL]: { maxP99Ms: 30 },
  // The page as visitors get it: kept (ADR 018), a minute for the markets that may come from an
  // official API. Its first visit is a render, measured and not judged, as the catalogue's is.
  [MARKET_PAGE]: { maxP99Ms: 60 },
  // Issue 19: every mirrored market searched at once, words varied, 16 connections.
  [CROSS_SEARCH]: { maxP99Ms: 300 },
  [LINKS]: { maxP99Ms: 20 },
  // Issue 19: with one market hanging, the answer comes within its timeout + 100 ms and names it.
  [HANGING]: { maxP99Ms: HANGING_TIMEOUT_MS + 100 },
  // Issue 6, on PostgreSQL, 16 customers at once.
  'PUT /market/cart/{userId}': { maxP99Ms: 40 },
  'POST create-retail-order': { maxP99Ms: 150 },
  // Issue 20, on PostgreSQL, 16 customers bidding at once (two on each of 8 auctions).
  [BIDS]: { maxP99Ms: 60 },
  // Issue 15: the home page on a phone (Lighthouse's mobile preset, median of the runs).
  'lighthouse home': { minPerformance: 95, maxTbtMs: 150 },
}

/** The pages Lighthouse runs on (`--no-lighthouse` skips them): home, a listing, a product. */
const LIGHTHOUSE_PAGES = [
  { name: 'home', path: () => '/' },
  { name: 'listing', path: () => '/products/ikom' },
  { name: 'product', path: async (base) => `/products/ikom/${await newestProductId(base, 390)}` },
]

// What current Chrome and Firefox send; the server negotiates (zstd wins today), so the page
// rows measure what a browser actually costs, compression included.
const BROWSER_ENCODING = 'gzip, deflate, br, zstd'

/** The issue 16 URL spreads of the server under load, built as their targets come up. */
let shopperUrls
const shoppers = (base) => {
  shopperUrls ??= catalogUrls(base, { log })
  return shopperUrls
}
let marketShopperUrls
const marketShoppers = (base) => {
  marketShopperUrls ??= marketUrls(base, { log })
  return marketShopperUrls
}

const TARGETS = [
  { name: 'baseline', on: 'baseline', path: '/' },
  { name: '/healthz', on: 'server', path: '/healthz' },
  { name: '/api/currencies', on: 'server', path: '/api/currencies' },
  // The catalogue (issue 5): the first page and a search at 32 connections. One URL each, so
  // after the first request they measure the answer cache: the 'cached' lines, kept to tell
  // the cache's cost from the queries' in the varied targets below.
  // The catalogue API runs first on the fresh server: the memory budget is for its load.
  {
    name: '/api/products (cached, 1 URL)',
    on: 'server',
    path: '/api/products',
    connections: 32,
    memory: true,
  },
  {
    name: '/api/products?filter[name]=matcha (cached, 1 URL)',
    on: 'server',
    path: `/api/products?filter[name]=${encodeURIComponent('matcha')}`,
    connections: 32,
    memory: true,
  },
  // Issue 16: the catalogue API as shoppers use it, at 32 connections: search words in three
  // languages, every category, their pages and every sort, any product. A few thousand URLs a
  // target, more than the answer cache holds, so they measure the queries. Before the spread
  // of issue 5 below: an answer stays cached for 30 s, so the second of two targets asking for
  // the same products finds them there (on a small catalogue, all of them).
  {
    name: SEARCH,
    on: 'server',
    path: (base) => shoppers(base).search(),
    connections: 32,
    memory: true,
  },
  {
    name: CATEGORY,
    on: 'server',
    path: (base) => shoppers(base).category(),
    connections: 32,
    memory: true,
  },
  {
    name: PRODUCT,
    on: 'server',
    path: (base) => shoppers(base).product(),
    connections: 32,
    memory: true,
  },
  // One product and its page, each request for another of 2,400 products spread over the
  // catalogue, more than the answer cache holds: the uncached cost. At the default connections
  // (the issue names 32 connections for the first page and the search only).
  {
    name: '/api/products/{id}',
    on: 'server',
    path: async (base) => productSpread(base, (id) => `/api/products/${id}`),
    memory: true,
  },
  { name: '/', on: 'server', path: '/' },
  // The same page uncompressed, so render cost and compression cost can be told apart.
  { name: '/ (identity)', on: 'server', path: '/', encoding: 'identity' },
  {
    name: '/products/ikom/{id}',
    on: 'server',
    path: async (base) => productSpread(base, (id) => `/products/ikom/${id}`, 390),
  },
  // Issue 16: the pages shoppers load, at 32 connections: any product under its shop, the
  // listings' pages by category, search and sort, and the home page. Each twice (ADR 020): on
  // its first visit, rendered (pages none of the targets asked for before, no warm-up, so that
  // the run does not come round to a page it rendered); and kept, each page asked for once
  // before the run, as a shop's pages are once shoppers have visited them since the last change.
  {
    name: PRODUCT_PAGE_FIRST,
    on: 'server',
    path: (base) => shoppers(base).productPageFirstVisit(),
    connections: 32,
    warmup: false,
  },
  {
    name: PRODUCT_PAGE,
    on: 'server',
    path: (base) => shoppers(base).productPage(),
    connections: 32,
    visitFirst: true,
  },
  {
    name: LIST_PAGE_FIRST,
    on: 'server',
    path: (base) => shoppers(base).listPageFirstVisit(),
    connections: 32,
    warmup: false,
  },
  {
    name: LIST_PAGE,
    on: 'server',
    path: (base) => shoppers(base).listPage(),
    connections: 32,
    visitFirst: true,
  },
  { name: HOME, on: 'server', path: (base) => shoppers(base).home(), connections: 32 },
  // Issue 18: the markets' API and product pages, spread as shoppers spread (market-urls.mjs).
  // The list's URLs outnumber what the answer cache holds; the one-URL line is the cache's cost.
  {
    name: MARKET_LIST,
    on: 'server',
    path: (base) => marketShoppers(base).list(),
    connections: 32,
    warmup: false,
    memory: true,
  },
  {
    name: MARKET_LIST_CACHED,
    on: 'server',
    path: (base) => marketShoppers(base).listCached(),
    connections: 32,
  },
  {
    name: CROSS_SEARCH,
    on: 'server',
    path: (base) => marketShoppers(base).crossSearch(),
    connections: 16,
    warmup: false,
    memory: true,
  },
  {
    // The same searches on a server of its own whose Nike never answers (bench/hanging-market.ts):
    // each waits for Nike's timeout, and must not wait longer.
    name: HANGING,
    on: 'hanging',
    path: (base) => marketShoppers(base).crossSearch(),
    connections: 16,
    warmup: false,
  },
  {
    // Pasted links, each a body of its own (`post`: the address every request is sent to).
    name: LINKS,
    on: 'server',
    post: '/market/common/get-product-info-by-url',
    path: (base) => marketShoppers(base).links(),
    connections: 16,
    warmup: false,
  },
  {
    name: MARKET_DETAIL,
    on: 'server',
    path: (base) => marketShoppers(base).detail(),
    connections: 32,
    warmup: false,
    memory: true,
  },
  {
    name: MARKET_PAGE_FIRST,
    on: 'server',
    path: (base) => marketShoppers(base).productPage(true),
    connections: 32,
    warmup: false,
  },
  {
    name: MARKET_PAGE,
    on: 'server',
    path: (base) => marketShoppers(base).productPage(false),
    connections: 32,
    visitFirst: true,
  },
  // Issue 21: readers of the blog and the help pages, every post, list page and help page in
  // the three languages; on a first visit and kept, as the product pages above.
  {
    name: CONTENT_PAGE_FIRST,
    on: 'server',
    path: (base) => contentUrls(base),
    connections: 32,
    warmup: false,
  },
  {
    name: CONTENT_PAGE,
    on: 'server',
    path: (base) => contentUrls(base),
    connections: 32,
    visitFirst: true,
  },
  // The same kept page again and again: what the spread above costs beyond the cache.
  { name: 'SSR blog list (kept, 1 URL): /blogs', on: 'server', path: '/blogs', connections: 32 },
]

/**
 * The JavaScript a browser loads for a page before it is interactive: every module script and
 * module preload the HTML names, as the server sends them gzipped. Shared chunks count once.
 */
async function pageJavaScript(base, pagePath) {
  const html = (await get(base + pagePath)).body.toString('utf8')
  const sources = new Set([
    ...[...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
    // Deferred scripts (ADR 016): what loads once the page is painted.
    ...deferredScriptSources(html),
  ])
  let bytes = 0
  for (const src of sources) {
    const res = await get(new URL(src, base).toString(), { 'accept-encoding': 'gzip' })
    if (res.status !== 200) throw new BenchError(`${src} answered ${res.status}`)
    bytes += res.body.length
  }
  return { files: sources.size, kb: bytes / 1024 }
}

function lighthouseVersion() {
  const file = path.join(ROOT, 'node_modules/lighthouse/package.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')).version
  } catch {
    return '?'
  }
}

async function productCount(base) {
  const res = await get(`${base}/api/products?per_page=1`)
  return res.status === 200 ? JSON.parse(res.body.toString('utf8')).total : null
}

/**
 * Paths for SPREAD_PAGES pages of products spread over the catalogue: `{ path, paths }`, the
 * first for the pre-check, all of them taken in turn under load.
 */
const SPREAD_PAGES = 40
async function productSpread(base, pathOf, supplier) {
  const filter = supplier ? `&filter[suppliers.id]=${supplier}` : ''
  const first = await get(`${base}/api/products?per_page=60${filter}`)
  const lastPage = JSON.parse(first.body.toString('utf8')).last_page ?? 1
  const ids = []
  for (let i = 0; i < SPREAD_PAGES; i++) {
    const page = 1 + Math.floor((i * lastPage) / SPREAD_PAGES)
    const res = await get(`${base}/api/products?per_page=60&page=${page}${filter}`)
    for (const product of JSON.parse(res.body.toString('utf8')).data ?? []) ids.push(product.id)
  }
  if (ids.length === 0) throw new BenchError('no product to measure')
  const paths = ids.map(pathOf)
  return { path: paths[0], paths }
}

async function newestProductId(base, supplier) {
  const query = supplier ? `?per_page=1&filter[suppliers.id]=${supplier}` : '?per_page=1'
  const res = await get(`${base}/api/products${query}`)
  const id = JSON.parse(res.body.toString('utf8')).data?.[0]?.id
  if (!id) throw new BenchError(`no product to measure (GET /api/products answered ${res.status})`)
  return id
}

const READY_TIMEOUT_MS = 60_000
// Above the server's default SHUTDOWN_TIMEOUT_MS (10 s), so a slow but graceful stop is not
// cut short and reported as a kill.
const STOP_TIMEOUT_MS = 15_000
const POLL_MS = 10

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/main.ts')
const BASELINE_ENTRY = fileURLToPath(new URL('./bench/baseline.mjs', import.meta.url))
const HANGING_ENTRY = fileURLToPath(new URL('./bench/hanging-market.ts', import.meta.url))

const USAGE = `usage: npm run bench -- [options]
  --no-build          use the existing apps/web/build instead of running npm run build
  --duration <s>      seconds measured per target (default 10)
  --warmup <s>        seconds of unmeasured load before each target (default 2)
  --connections <n>   concurrent connections (default 10)
  --database-url <u>  run on PostgreSQL: a fresh database made on this server and dropped after
                      (e.g. postgres://postgres@127.0.0.1:5432/postgres); default: embedded
  --products <n>      top the catalogue up to n products before measuring (e.g. 100000)
  --market-items <n>  top the marketplace mirror up to n items across the markets (e.g. 1000000)
  --no-lighthouse     skip the Lighthouse runs (mobile preset, system Chromium)
  --lighthouse-runs <n>  Lighthouse runs per page, medians reported (default 5)
  --only <text>       measure only the targets whose names hold this text (and the baseline)
  --json              print the results as JSON instead of tables
exits 1 when a budget fails or the bench cannot run.`

const log = (message) => process.stderr.write(`${message}\n`)

/** Children still alive, so every exit path (error, SIGINT, crash) can stop them. */
const running = new Set()
let dataDir
/** Set when the run made a PostgreSQL database of its own. */
let dropDatabase
let interrupted = false

function parseOptions() {
  const { values } = parseArgs({
    allowNegative: true,
    options: {
      build: { type: 'boolean', default: true },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      json: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: true },
      'lighthouse-runs': { type: 'string', default: '5' },
      'database-url': { type: 'string' },
      products: { type: 'string' },
      only: { type: 'string' },
      'market-items': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const count = (name, min) => {
    const value = Number(values[name])
    if (!Number.isInteger(value) || value < min) {
      throw new UsageError(`--${name} must be a whole number >= ${min}, got ${values[name]}`)
    }
    return value
  }
  return {
    build: values.build,
    json: values.json,
    duration: count('duration', 1),
    warmup: count('warmup', 0),
    connections: count('connections', 1),
    databaseUrl: values['database-url'] ?? null,
    products: values.products === undefined ? null : count('products', 1),
    only: values.only ?? null,
    marketItems: values['market-items'] === undefined ? null : count('market-items', 1),
    lighthouse: values.lighthouse,
    lighthouseRuns: count('lighthouse-runs', 1),
  }
}

/** Failures the bench explains itself: the message is enough, a stack would be noise. */
class BenchError extends Error {}
class UsageError extends BenchError {}

/** A child process with its exit as a promise and the tail of its output for error reports. */
function startProcess(command, args, { env = process.env, ipc = false, stdio } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: stdio ?? ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  })
  const proc = { child, stdout: tail(child.stdout), stderr: tail(child.stderr) }
  proc.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
  }).then((status) => {
    running.delete(proc)
    proc.status = status
    return status
  })
  running.add(proc)
  return proc
}

/** Keeps the last lines of a stream; also drains it, so a chatty child never blocks on a full pipe. */
function tail(stream, keep = 60) {
  const lines = []
  const listeners = []
  let partial = ''
  stream?.setEncoding('utf8')
  stream?.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n')
    partial = parts.pop()
    for (const line of parts) {
      for (const listener of listeners) listener(line)
      lines.push(line)
      if (lines.length > keep) lines.shift()
    }
  })
  return {
    onLine: (listener) => listeners.push(listener),
    text: () => [...lines, partial].join('\n').trim(),
  }
}

function describeExit({ code, signal, error }) {
  if (error) return `failed to start: ${error.message}`
  return signal ? `was killed by ${signal}` : `exited with code ${code}`
}

/** SIGTERM, then SIGKILL if the child outlives STOP_TIMEOUT_MS. Resolves to the time taken. */
async function stopProcess(proc) {
  const startedAt = performance.now()
  if (proc.status) return { ms: 0, graceful: true }
  proc.child.kill('SIGTERM')
  const timedOut = Symbol('timed out')
  const first = await Promise.race([proc.exited, sleep(STOP_TIMEOUT_MS, timedOut, { ref: false })])
  if (first === timedOut) {
    proc.child.kill('SIGKILL')
    await proc.exited
  }
  return {
    ms: performance.now() - startedAt,
    graceful: first !== timedOut && first.code === 0,
  }
}

let cleaning
function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...running].map(stopProcess))
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    await dropDatabase?.()
  })()
  return cleaning
}

// Last resort for exits that skip cleanup(): no await is possible here, so kill hard.
process.on('exit', () => {
  for (const proc of running) proc.child.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true
    log(`\n${signal}: stopping the servers and removing the data directory`)
    cleanup().finally(() => process.exit(128 + os.constants.signals[signal]))
  })
}

/**
 * How long a probe waits: at 1,000,000 products on a slow machine the first read of a common
 * word's matches or of a scope's order takes seconds (5 s stopped two runs).
 */
const PROBE_TIMEOUT_MS = 30_000

/** Plain http with no keep-alive agent: a pooled socket would hold the server's close open. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) })
      })
    })
    req.setTimeout(PROBE_TIMEOUT_MS, () => req.destroy(new Error(`timed out: ${url}`)))
    req.on('error', reject)
    req.end(body)
  })
}

const get = (url, headers = {}) => request(url, { headers })

/** A JSON POST. */
const post = (url, body) =>
  request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function buildWeb() {
  log('building the web app (npm run build)…')
  // npm_execpath is the npm that runs this script; going through it keeps Node 24 on PATH.
  const npm = process.env.npm_execpath
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build']]
    : ['npm', ['run', 'build']]
  const proc = startProcess(command, args, { stdio: ['ignore', 2, 2] })
  const status = await proc.exited
  if (status.code !== 0) throw new BenchError(`npm run build ${describeExit(status)}`)
}

/**
 * Spawn → first `GET /readyz` 200, polled every POLL_MS (so figures carry up to ~POLL_MS of
 * slack). At LOG_LEVEL=info the server logs its own `startup_ms` (database, migrations, seed,
 * routes, listen); the rest of the figure is Node booting and loading modules.
 */
async function startServer({ label, logLevel, databaseUrl }) {
  const port = await freePort()
  const startedAt = performance.now()
  const proc = startProcess(process.execPath, [...serverNodeFlags(), SERVER_ENTRY], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      // The checkout targets sign 16 customers in from addresses of their own (X-Forwarded-For):
      // sign-in is limited per address.
      TRUST_PROXY: 'true',
      // Order creation is measured, not the per-customer limit on it.
      ORDER_RATE_LIMIT: '1000000',
      BID_RATE_LIMIT: '1000000',
      // The embedded database unless --database-url: never load someone's real PostgreSQL.
      DATABASE_URL: databaseUrl ?? '',
    },
  })
  const readyLine = new Promise((resolve) => {
    proc.stdout.onLine((line) => {
      if (!line.includes('"startup_ms"')) return
      try {
        resolve(JSON.parse(line))
      } catch {}
    })
  })
  const readyAt = await waitReady(proc, port)
  // The ready line is written just after listen(); give the pipe a moment to deliver it.
  const ready = logLevel === 'info' ? await Promise.race([readyLine, sleep(1_000, null)]) : null
  return {
    label,
    proc,
    port,
    coldStartMs: readyAt - startedAt,
    startupMs: ready?.startup_ms ?? null,
    referenceData: ready?.reference_data ?? null,
  }
}

/**
 * Waits while the server reads ahead what it keeps (/readyz `preparing`: the home page's rows,
 * the markets' lists), so that the targets measure the server as it serves, not its start.
 */
async function waitPrepared(base) {
  const startedAt = performance.now()
  // At 1,000,000 market items the lists take 10 to 20 s to read.
  const deadline = startedAt + 5 * READY_TIMEOUT_MS
  while (performance.now() < deadline) {
    const ready = await getJson(base, '/readyz')
    if (!ready.preparing) {
      log(`the server read ahead in ${fixed((performance.now() - startedAt) / 1000, 1)} s`)
      return
    }
    await sleep(250)
  }
  throw new BenchError(
    `the server was still reading ahead after ${(5 * READY_TIMEOUT_MS) / 1000} s`,
  )
}

async function waitReady(proc, port) {
  const deadline = performance.now() + READY_TIMEOUT_MS
  const exited = proc.exited.then(() => 'exited')
  let last = 'no answer'
  for (;;) {
    const outcome = await Promise.race([
      get(`http://127.0.0.1:${port}/readyz`).catch((error) => ({ error })),
      exited,
    ])
    const now = performance.now()
    if (outcome === 'exited') {
      const output = proc.stderr.text() || proc.stdout.text() || '(no output)'
      throw new BenchError(
        `the server ${describeExit(proc.status)} before it was ready:\n${output}`,
      )
    }
    if (outcome.status === 200) return now
    last = outcome.error ? (outcome.error.code ?? outcome.error.message) : `HTTP ${outcome.status}`
    if (now > deadline) {
      throw new BenchError(
        `the server was not ready after ${READY_TIMEOUT_MS / 1000} s (last /readyz: ${last}):\n${proc.stderr.text()}`,
      )
    }
    await Promise.race([sleep(POLL_MS), exited])
  }
}

/** The server whose one market hangs (bench/hanging-market.ts), on data of its own. */
async function startHanging(databaseUrl) {
  const proc = startProcess(process.execPath, [...serverNodeFlags(), HANGING_ENTRY], {
    ipc: true,
    env: { ...SERVER_ENV, ...process.env, DATABASE_URL: databaseUrl ?? '' },
  })
  const port = await Promise.race([
    new Promise((resolve) => proc.child.once('message', (message) => resolve(message.port))),
    proc.exited.then((status) => {
      throw new BenchError(
        `the hanging-market server ${describeExit(status)}:\n${proc.stderr.text()}`,
      )
    }),
    sleep(5 * READY_TIMEOUT_MS, null, { ref: false }).then(() => {
      throw new BenchError('the hanging-market server did not report its port')
    }),
  ])
  // Issue 19: the answer names the market that did not answer.
  const probe = await getJson(`http://127.0.0.1:${port}`, '/market/v3/search?query=nike')
  if (!probe.partial || !probe.missing.includes(HANGING_MARKET)) {
    throw new BenchError(
      `a search with ${HANGING_MARKET} hanging did not name it: ${JSON.stringify(probe.missing)}`,
    )
  }
  return { proc, port }
}

async function startBaseline() {
  const proc = startProcess(process.execPath, [BASELINE_ENTRY], { ipc: true })
  const port = await Promise.race([
    new Promise((resolve) => proc.child.once('message', (message) => resolve(message.port))),
    proc.exited.then((status) => {
      throw new BenchError(`the baseline ${describeExit(status)}:\n${proc.stderr.text()}`)
    }),
    sleep(READY_TIMEOUT_MS, null, { ref: false }).then(() => {
      throw new BenchError('the baseline did not report its port')
    }),
  ])
  return { proc, port }
}

function headersFor(target) {
  return { 'accept-encoding': target.encoding ?? BROWSER_ENCODING }
}

/** One request first: a 404 or 500 at full speed would look like a great result. */
async function precheck(target, url, body) {
  const res = body === undefined ? await get(url, headersFor(target)) : await post(url, body)
  if (res.status < 200 || res.status > 299) {
    const body = res.body.toString('utf8').slice(0, 500)
    throw new BenchError(`${target.name} (${url}) answered ${res.status} before the run:\n${body}`)
  }
  return { bytes: res.body.length, encoding: res.headers['content-encoding'] ?? 'identity' }
}

/**
 * Each of `paths` asked for once, a few at a time, before a target that measures pages as they
 * are kept once visited. Returns how many a second were served (nearly all of them rendered).
 */
async function visitEach(target, base, paths) {
  const started = performance.now()
  let next = 0
  const visitor = async () => {
    while (next < paths.length) {
      const path = paths[next++]
      const res = await get(base + path, headersFor(target))
      if (res.status < 200 || res.status > 299) {
        throw new BenchError(`${target.name}: ${path} answered ${res.status} on its first visit`)
      }
    }
  }
  await Promise.all(Array.from({ length: VISITORS }, visitor))
  const seconds = (performance.now() - started) / 1000
  log(`${target.name}: visited each of ${paths.length} URLs once in ${fixed(seconds, 1)} s`)
  return paths.length / seconds
}

/** How many first visits run at once before a `visitFirst` target. */
const VISITORS = 4

async function measure(target, url, paths, options, pid) {
  // A POST target's paths are its bodies, each request the next.
  const probe = await precheck(target, url, target.post ? paths?.[0] : undefined)
  const connections = target.connections ?? options.connections
  const warmup = target.warmup === false ? 0 : options.warmup
  log(
    `measuring ${target.name}: ${warmup} s warm-up + ${options.duration} s, ${connections} connections`,
  )
  const rss = pid ? sampleRss(pid) : null
  let next = -1
  const result = await autocannon({
    url,
    headers: headersFor(target),
    connections,
    duration: options.duration,
    // Several paths: each request takes the next.
    ...(paths && {
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % paths.length
            return target.post
              ? {
                  ...request,
                  method: 'POST',
                  path: target.post,
                  body: paths[next],
                  headers: { ...request.headers, 'content-type': 'application/json' },
                }
              : { ...request, path: paths[next] }
          },
        },
      ],
    }),
    ...(warmup > 0 ? { warmup: { duration: warmup, connections } } : {}),
  })
  return {
    connections,
    // How many different URLs the load asked for: 1 measures little but the answer cache.
    urls: paths ? new Set(paths).size : 1,
    rssMb: rss ? rss.stop() : null,
    memory: target.memory === true,
    target: target.name,
    url,
    encoding: probe.encoding,
    bodyBytes: probe.bytes,
    rps: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** The largest resident set size of a process while it is under load, read from /proc. */
function sampleRss(pid) {
  let maxKb = 0
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      maxKb = Math.max(maxKb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0))
    } catch {
      // Not Linux, or the process is gone: no figure.
    }
  }
  read()
  const timer = setInterval(read, 200)
  return {
    stop() {
      clearInterval(timer)
      read()
      return maxKb > 0 ? maxKb / 1024 : null
    },
  }
}

function judgeTarget(row) {
  const budget = BUDGETS[row.target]
  const failures = []
  if (row.non2xx > 0) failures.push(`${row.non2xx} non-2xx responses`)
  if (row.errors > 0) failures.push(`${row.errors} errors (${row.timeouts} timeouts)`)
  if (budget?.minRps !== undefined && row.rps < budget.minRps) {
    failures.push(`${fixed(row.rps, 0)} req/s < ${budget.minRps}`)
  }
  if (budget?.minRatio !== undefined && row.ratio < budget.minRatio) {
    failures.push(`${fixed(row.ratio, 2)}x baseline < ${budget.minRatio}x`)
  }
  if (budget?.maxP99Ms !== undefined && row.p99Ms > budget.maxP99Ms) {
    failures.push(`p99 ${row.p99Ms} ms > ${budget.maxP99Ms} ms`)
  }
  return verdict(budget, failures, [
    budget?.minRps !== undefined && `>=${budget.minRps} req/s`,
    budget?.minRatio !== undefined && `>=${budget.minRatio}x`,
    budget?.maxP99Ms !== undefined && `p99<=${budget.maxP99Ms}ms`,
  ])
}

function judgeColdStart(start) {
  const budget = BUDGETS[`cold start: ${start.key}`]
  const failures = []
  if (budget?.maxMs !== undefined && start.coldStartMs > budget.maxMs) {
    failures.push(`${fixed(start.coldStartMs, 0)} ms > ${budget.maxMs} ms`)
  }
  return verdict(budget, failures, [budget?.maxMs !== undefined && `<=${budget.maxMs}ms`])
}

function verdict(budget, failures, limits) {
  const limit = limits.filter(Boolean).join(' ')
  const status = failures.length > 0 ? 'FAIL' : 'ok'
  return {
    budget: budget ?? null,
    ok: failures.length === 0,
    failures,
    label: limit ? `${status} (${limit})` : failures.length > 0 ? 'FAIL' : '-',
  }
}

const fixed = (value, digits) => (value === null ? '-' : value.toFixed(digits))
// autocannon records whole milliseconds (truncated), so 0 means under one.
const millis = (value) => (value === 0 ? '<1' : String(value))
const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`)

function table(headers, rows, rightAligned) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((r) => r[i].length)),
  )
  const line = (cells) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

function judgeLighthouse(row) {
  const budget = BUDGETS[`lighthouse ${row.name}`]
  const failures = []
  if (budget?.minPerformance !== undefined && row.performance < budget.minPerformance) {
    failures.push(`performance ${row.performance} < ${budget.minPerformance}`)
  }
  if (budget?.maxTbtMs !== undefined && row.tbtMs > budget.maxTbtMs) {
    failures.push(`total blocking time ${fixed(row.tbtMs, 0)} ms > ${budget.maxTbtMs} ms`)
  }
  if (!row.metaDescription) failures.push('no meta description')
  return verdict(budget, failures, [
    budget?.minPerformance !== undefined && `perf>=${budget.minPerformance}`,
    budget?.maxTbtMs !== undefined && `TBT<=${budget.maxTbtMs}ms`,
  ])
}

function report({
  options,
  coldStarts,
  targets: rows,
  rss,
  javascript,
  lighthouse,
  database,
  products,
}) {
  const loadTable = table(
    [
      'target',
      'URLs',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'vs baseline',
      'body',
      'RSS MB',
      'budget',
    ],
    rows.map((row) => [
      row.target,
      row.urls === undefined ? '-' : String(row.urls),
      fixed(row.rps, 0),
      millis(row.p50Ms),
      millis(row.p99Ms),
      String(row.non2xx),
      String(row.errors),
      `${fixed(row.ratio, 2)}x`,
      row.bodyBytes === null ? '-' : `${size(row.bodyBytes)} ${row.encoding}`,
      row.rssMb === null || row.rssMb === undefined ? '-' : fixed(row.rssMb, 0),
      row.verdict.label,
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7, 9]),
  )
  const startTable = table(
    ['cold start', 'spawn→ready ms', 'in start() ms', 'reference data', 'stop ms', 'budget'],
    coldStarts.map((start) => [
      start.label,
      fixed(start.coldStartMs, 0),
      start.startupMs === null ? '-' : String(start.startupMs),
      start.referenceData ?? '-',
      start.stop ? `${fixed(start.stop.ms, 0)}${start.stop.graceful ? '' : ' (killed)'}` : '-',
      start.verdict.label,
    ]),
    new Set([1, 2, 4]),
  )
  const failures = [
    ...rows.flatMap((row) => row.verdict.failures.map((f) => `${row.target}: ${f}`)),
    ...coldStarts.flatMap((start) => start.verdict.failures.map((f) => `${start.label}: ${f}`)),
    ...rss.verdict.failures.map((f) => `server RSS under the catalogue API load: ${f}`),
    ...rss.anyVerdict.failures.map((f) => `server RSS, largest under any target: ${f}`),
    ...javascript.verdict.failures.map((f) => `JavaScript of a product page: ${f}`),
    ...(lighthouse?.rows ?? []).flatMap((row) =>
      row.verdict.failures.map((f) => `lighthouse ${row.name}: ${f}`),
    ),
  ]
  const lighthouseSection = lighthouse
    ? [
        '',
        `Lighthouse ${lighthouse.version}, mobile preset (simulated 4x CPU slowdown and slow 4G), ` +
          `median of ${options.lighthouseRuns} runs per page; 1-min load average ` +
          `${lighthouse.loadBefore} before, ${lighthouse.loadAfter} after:`,
        lighthouseTable(
          lighthouse.rows,
          new Map(lighthouse.rows.map((row) => [row.name, row.verdict])),
        ),
      ]
    : []
  return [
    `node ${process.version}, ${os.availableParallelism()} CPUs shared by autocannon and the server ` +
      `(1-min load average ${loadAverage} at start); ` +
      `${options.connections} connections (32 for the catalogue's first page, its search and the varied targets, 16 customers for checkout), ${options.warmup} s warm-up + ${options.duration} s per target; ` +
      `accept-encoding: ${BROWSER_ENCODING} unless marked identity; ` +
      `database ${database}, ${products ?? '?'} products`,
    '',
    loadTable,
    ...rows
      .filter((row) => row.visitedPerSecond !== null && row.visitedPerSecond !== undefined)
      .map(
        (row) =>
          `${row.target}: each URL visited once before the run, ${fixed(row.visitedPerSecond, 0)} a second (${VISITORS} at a time)`,
      ),
    '',
    `server RSS under the catalogue API load: ${rss.mb === null ? '-' : `${fixed(rss.mb, 0)} MB`}  ${rss.verdict.label}`,
    `server RSS, largest under any target: ${rss.anyMb === null ? '-' : `${fixed(rss.anyMb, 0)} MB`}  ${rss.anyVerdict.label}`,
    `JavaScript of a product page: ${fixed(javascript.kb, 1)} kB gzip in ${javascript.files} files  ${javascript.verdict.label}`,
    ...lighthouseSection,
    '',
    startTable,
    '',
    failures.length > 0 ? `budget failures:\n  ${failures.join('\n  ')}` : 'all budgets ok',
  ].join('\n')
}

/** A fresh PostgreSQL database for this run, dropped when it ends. */
async function createBenchDatabase(adminUrl) {
  const name = `kaimono_bench_${process.pid}`
  const script = fileURLToPath(new URL('./pg-database.mjs', import.meta.url))
  const call = async (verb) => {
    const proc = startProcess(process.execPath, [script, verb, adminUrl, name])
    const status = await proc.exited
    if (status.code !== 0) throw new BenchError(`${verb} database ${name}: ${proc.stderr.text()}`)
  }
  await call('create')
  dropDatabase = () => call('drop')
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The bench's customers (issue 6 and 20 targets) and the admin who lets them bid, made the way
 * an operator makes accounts.
 */
async function createCustomers(databaseUrl) {
  log(`creating ${CUSTOMERS} customers…`)
  const accounts = [...Array.from({ length: CUSTOMERS }, (_, i) => customerArgs(i)), adminArgs]
  for (const args of accounts) {
    const proc = startProcess(
      process.execPath,
      [path.join(ROOT, 'apps/server/src/cli/user-create.ts'), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl } },
    )
    const status = await proc.exited
    if (status.code !== 0) {
      throw new BenchError(`user:create ${describeExit(status)}:\n${proc.stderr.text()}`)
    }
  }
}

/** `npm run db:seed -- --products N` (or `--market-items N`) against the bench's database, timed. */
async function seedUpTo(option, count, databaseUrl) {
  log(`seeding ${option === '--products' ? 'the catalogue' : 'the market mirror'} up to ${count}…`)
  const startedAt = performance.now()
  const proc = startProcess(
    process.execPath,
    [path.join(ROOT, 'apps/server/src/cli/seed.ts'), option, String(count)],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' } },
  )
  const status = await proc.exited
  if (status.code !== 0) {
    throw new BenchError(`seeding ${describeExit(status)}:\n${proc.stderr.text()}`)
  }
  log(`${proc.stdout.text()} (${fixed((performance.now() - startedAt) / 1000, 1)} s)`)
}

async function run(options) {
  if (options.build) await buildWeb()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kaimono-bench-'))
  const databaseUrl = options.databaseUrl ? await createBenchDatabase(options.databaseUrl) : null

  const coldStarts = []
  // info level only for these two starts: it is what reports startup_ms, and no load runs.
  log('cold start on a fresh data directory…')
  const fresh = await startServer({ label: 'fresh data dir', logLevel: 'info', databaseUrl })
  coldStarts.push({ key: 'fresh dir', ...fresh, stop: await stopProcess(fresh.proc) })
  if (options.products) await seedUpTo('--products', options.products, databaseUrl)
  if (options.marketItems) await seedUpTo('--market-items', options.marketItems, databaseUrl)
  if (databaseUrl) await createCustomers(databaseUrl)
  log('cold start on the existing data directory…')
  const again = await startServer({ label: 'existing data dir', logLevel: 'info', databaseUrl })
  coldStarts.push({ key: 'existing dir', ...again, stop: await stopProcess(again.proc) })

  log('starting the server for load (LOG_LEVEL=warn) and the baseline…')
  const server = await startServer({
    label: 'existing data dir, LOG_LEVEL=warn',
    logLevel: 'warn',
    databaseUrl,
  })
  await waitPrepared(`http://127.0.0.1:${server.port}`)
  const baseline = await startBaseline()

  const rows = []
  const chosen = TARGETS.filter(
    (target) => !options.only || target.on === 'baseline' || target.name.includes(options.only),
  )
  const hanging = chosen.some((target) => target.on === 'hanging')
    ? await startHanging(databaseUrl)
    : null
  for (const target of chosen) {
    const onServer = target.on !== 'baseline'
    const port = { baseline: baseline.port, hanging: hanging?.port }[target.on] ?? server.port
    const base = `http://127.0.0.1:${port}`
    // The hanging server's searches are the main server's (it is asked nothing else).
    const from = target.on === 'hanging' ? `http://127.0.0.1:${server.port}` : base
    const where = typeof target.path === 'function' ? await target.path(from) : target.path
    const { path: first, paths } = typeof where === 'string' ? { path: where } : where
    const visitedPerSecond = target.visitFirst ? await visitEach(target, base, paths) : null
    const row = await measure(
      target,
      base + (target.post ?? first),
      paths,
      options,
      onServer ? ((target.on === 'hanging' && hanging?.proc) || server.proc).child.pid : null,
    )
    rows.push({ ...row, visitedPerSecond })
  }
  if (hanging) await stopProcess(hanging.proc)
  const serverBase = `http://127.0.0.1:${server.port}`
  // The customers' targets run on PostgreSQL only (the embedded database runs one query at a
  // time: 16 customers at once would measure its queue).
  const bidding = databaseUrl && (!options.only || BIDS.includes(options.only))
  if (databaseUrl && (!options.only || bidding)) {
    const customers = await signInCustomers(serverBase, server.port)
    if (!options.only) {
      // Issue 6: the checkout targets.
      const rss = sampleRss(server.proc.child.pid)
      log(`measuring cart PUT: ${CUSTOMERS} customers`)
      const cart = await measureCartPut(serverBase, customers, options)
      log(`measuring order creation: ${CUSTOMERS} customers`)
      const order = await measureOrderCreation(serverBase, customers, options)
      const peak = rss.stop()
      rows.push({ ...cart, rssMb: peak }, { ...order, rssMb: peak })
    }
    if (bidding) {
      // Issue 20: bids, each customer raising their maximum on one of 8 auctions.
      await prepareBidders(serverBase, server.port, customers)
      const rss = sampleRss(server.proc.child.pid)
      log(`measuring bids: ${CUSTOMERS} customers`)
      const bids = await measureBids(serverBase, customers, options)
      rows.push({ ...bids, rssMb: rss.stop() })
    }
  }
  const products = await productCount(serverBase)
  const javascript = await pageJavaScript(
    serverBase,
    `/products/ikom/${await newestProductId(serverBase, 390)}`,
  )
  const jsBudget = BUDGETS['JavaScript of /products/ikom/{id}']
  javascript.verdict = verdict(
    jsBudget,
    javascript.kb > jsBudget.maxKb ? [`${fixed(javascript.kb, 1)} kB > ${jsBudget.maxKb} kB`] : [],
    [`<=${jsBudget.maxKb}kB gzip`],
  )
  const largest = (values) => (values.length ? Math.max(...values) : null)
  const rss = {
    // Issue 5's budget: under the catalogue API's load, which runs first.
    mb: largest(rows.filter((row) => row.memory && row.rssMb !== null).map((row) => row.rssMb)),
    // Any target's, server rendering included (issue 16's budget).
    anyMb: largest(rows.map((row) => row.rssMb).filter((mb) => mb !== null)),
  }
  const judgeRss = (mb, budget) =>
    verdict(
      budget,
      mb !== null && mb > budget.maxMb ? [`${fixed(mb, 0)} MB > ${budget.maxMb} MB`] : [],
      [`<=${budget.maxMb}MB`],
    )
  rss.verdict = judgeRss(rss.mb, BUDGETS['server RSS under the catalogue API load'])
  rss.anyVerdict = judgeRss(rss.anyMb, BUDGETS['server RSS, largest under any target'])
  let lighthouse = null
  if (options.lighthouse) {
    const loadBefore = Number(os.loadavg()[0].toFixed(2))
    const pages = []
    for (const page of LIGHTHOUSE_PAGES) {
      pages.push({ name: page.name, path: await page.path(serverBase) })
    }
    const lighthouseRows = await runLighthouse(serverBase, pages, {
      runs: options.lighthouseRuns,
      log,
    })
    for (const row of lighthouseRows) row.verdict = judgeLighthouse(row)
    lighthouse = {
      version: lighthouseVersion(),
      loadBefore,
      loadAfter: Number(os.loadavg()[0].toFixed(2)),
      rows: lighthouseRows,
    }
  }
  // Stopping the loaded server is a data point too: in-flight work and PGlite's close.
  coldStarts.push({ key: 'existing dir', ...server, stop: await stopProcess(server.proc) })
  await stopProcess(baseline.proc)

  const baselineRps = rows.find((row) => row.target === 'baseline').rps
  for (const row of rows) {
    row.ratio = baselineRps > 0 ? row.rps / baselineRps : 0
    row.verdict = judgeTarget(row)
  }
  for (const start of coldStarts) {
    start.verdict = judgeColdStart(start)
    delete start.proc
  }
  return {
    options,
    database: databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)',
    products,
    coldStarts,
    targets: rows,
    rss,
    javascript,
    lighthouse,
    ok: [
      ...rows,
      ...coldStarts,
      rss,
      { verdict: rss.anyVerdict },
      javascript,
      ...(lighthouse?.rows ?? []),
    ].every((r) => r.verdict.ok),
  }
}

// Other work on the machine skews every figure; recorded so a bad run explains itself.
const loadAverage = Number(os.loadavg()[0].toFixed(2))
let exitCode = 0
try {
  const options = parseOptions()
  const results = await run(options)
  if (options.json) {
    const machine = { node: process.version, cpus: os.availableParallelism(), loadAverage }
    console.log(
      JSON.stringify({ ...machine, acceptEncoding: BROWSER_ENCODING, ...results }, null, 2),
    )
  } else {
    console.log(report(results))
  }
  if (!results.ok) exitCode = 1
} catch (error) {
  const usage = error instanceof UsageError || String(error?.code).startsWith('ERR_PARSE_ARGS')
  const known = usage || error instanceof BenchError
  // After SIGINT the failure is only the servers being stopped under the run; not news.
  if (!interrupted)
    log(`bench: ${known ? error.message : (error?.stack ?? error)}${usage ? `\n${USAGE}` : ''}`)
  exitCode = 1
} finally {
  await cleanup()
}
process.exitCode = exitCode
