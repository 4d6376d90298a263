// Shared by `npm start` and `npm test`. Plain JavaScript that runs on Node >= 20, because on a
// fresh clone it runs before the pinned Node 24 (the `node` devDependency) is installed.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.kaimono-install')
const BUILD_STAMP = path.join(ROOT, 'apps', 'web', 'build', '.kaimono-build')
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** The Node 24 that npm installed for this project. */
export const PROJECT_NODE = path.join(
  ROOT,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'node.cmd' : 'node',
)

/**
 * Node flags of the production server (`npm start`, `npm run serve`, `npm run bench`;
 * docs/performance.md has the figures):
 * - 8 MB semi-spaces: on a large machine V8 gives the young generation two 64 MB ones, which
 *   the server fills before every scavenge (128 MB of the idle server's 313 MB); 16 MB ones
 *   held 16 MB more for no rate the bench could tell apart from its noise.
 * - No allocation-site pretenuring: V8 saw the first requests' objects survive the small young
 *   generation of a starting process and from then on allocated every request's logger,
 *   headers and context straight into the old space, where they died. Those dead objects kept
 *   young ones alive until a full collection, so every scavenge promoted as well: the old space
 *   grew by about 1 MB per scavenge instead of 80 kB, and RSS past 400 MB under load.
 * - A 160 MB old space: without a ceiling V8 sizes its heap for this machine's 24 GB and lets
 *   the pages it renders pile up as garbage (the old space past 170 MB, RSS 633 MB). The live
 *   heap is 67 to 86 MB at 100,000 products and under 100 MB at 1,000,000 (every cache is
 *   bounded); at 192 MB the bench's largest RSS was 386 to 418 MB in three runs, at 160 MB
 *   355 MB, at rates within the runs' noise. A deployment that keeps more raises it in
 *   `NODE_OPTIONS`.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=8',
  '--no-allocation-site-pretenuring',
  '--max-old-space-size=160',
]

/** The server's flags, less those the operator sets in NODE_OPTIONS (the command line would win). */
export function serverNodeFlags(env = process.env) {
  const set = env.NODE_OPTIONS ?? ''
  return SERVER_NODE_FLAGS.filter((flag) => !set.includes(flag.split('=')[0]))
}

/**
 * Environment of the production server (docs/performance.md has the figures; a value set by the
 * operator wins):
 * - glibc gives every thread that allocates its own malloc arena (V8's compiler and collector
 *   threads, libuv's pool): after a minute of rendering they held about 120 MB that the process
 *   no longer used. Two arenas held about 55 MB; one holds 15 to 30 MB less again at 1,000,000
 *   products, at rates the bench could not tell apart (the JavaScript runs on one thread).
 * - glibc maps a block of 128 kB or more on its own and unmaps it when freed, but after the first
 *   such free it raises that threshold to the block's size (up to 32 MB): from then on the kept
 *   orders and bit sets (125 kB to 4 MB at 1,000,000 products) came from the heap, and the holes
 *   they left when evicted or dropped on a change were never given back (the heap at 222 MB,
 *   RSS 518 MB; 160 MB and 469 MB with the threshold fixed at 128 kB).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' }

/**
 * Runs the production server (`npm start`, `npm run serve`) in the foreground: signals are
 * passed on, and this process leaves with the server's exit code.
 */
export function serveProduction() {
  const server = spawn(
    PROJECT_NODE,
    [...serverNodeFlags(), path.join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
    },
  )
  // The server shuts down gracefully on these; pass them on and leave with its exit code.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal))
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

export function say(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`)
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) process.exit(status)
}

function hashFiles(files) {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    if (existsSync(file)) hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function listFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort()
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const manifests = [
    'package.json',
    'package-lock.json',
    ...['packages/contracts', 'apps/server', 'apps/web', 'e2e'].map((w) => `${w}/package.json`),
  ].map((file) => path.join(ROOT, file))
  const wanted = hashFiles(manifests)
  const installed = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8') : ''
  if (installed === wanted && existsSync(PROJECT_NODE)) return
  say(
    existsSync(path.join(ROOT, 'node_modules'))
      ? 'Updating dependencies'
      : 'Installing dependencies (first run)',
  )
  runOrExit(NPM, ['install', '--no-audit', '--no-fund', '--loglevel=error'])
  if (!existsSync(PROJECT_NODE)) {
    process.stderr.write(
      'kaimono: npm did not install the pinned Node.js (node_modules/.bin/node)\n',
    )
    process.exit(1)
  }
  writeFileSync(INSTALL_STAMP, wanted)
}

/** Builds the web app unless the build is newer than every source it is made from. */
export function ensureBuilt() {
  const sources = [
    ...listFiles(path.join(ROOT, 'apps/web/app')),
    ...listFiles(path.join(ROOT, 'apps/web/public')),
    ...listFiles(path.join(ROOT, 'packages/contracts/src')),
    ...['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) =>
      path.join(ROOT, 'apps/web', f),
    ),
    path.join(ROOT, 'package-lock.json'),
  ].filter((file) => !/\.test\.tsx?$/.test(file))
  const wanted = hashFiles(sources)
  if (existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === wanted) return
  say('Building the web app')
  // npm puts node_modules/.bin first on a script's PATH, so the build runs on the pinned Node 24.
  runOrExit(NPM, ['run', 'build'])
  writeFileSync(BUILD_STAMP, wanted)
}
