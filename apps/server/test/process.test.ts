import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const MAIN = new URL('../src/main.ts', import.meta.url).pathname
const USER_CREATE = new URL('../src/cli/user-create.ts', import.meta.url).pathname

type Run = { child: ChildProcess; stdout: () => string; stderr: () => string }

function start(env: Record<string, string>, script = MAIN, args: string[] = []): Run {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SERVE_WEB: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk) => {
    out += chunk
  })
  child.stderr?.on('data', (chunk) => {
    err += chunk
  })
  return { child, stdout: () => out, stderr: () => err }
}

async function exitOf(run: Run): Promise<number | null> {
  if (run.child.exitCode !== null) return run.child.exitCode
  const [code] = await once(run.child, 'exit')
  return code
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

/** A connection left open, after `request` has been answered if one is given. */
async function idleConnection(port: number, request?: string) {
  const socket = connect({ port, host: '127.0.0.1' })
  let text = ''
  socket.on('data', (chunk) => {
    text += chunk
  })
  socket.on('error', () => {})
  const closed = once(socket, 'close')
  await once(socket, 'connect')
  if (request) {
    socket.write(request)
    while (!text.includes('\r\n\r\n')) await once(socket, 'data')
  }
  return { closed, text: () => text }
}

// Waiting limits, not measurements: a first start runs initdb, the migrations and the seed, which
// take a few seconds alone and far longer on a 2-core machine running other test files beside it.
/** Ready: /readyz answers 200 and the start-up line (logged just after listening) is out. */
async function waitReady(port: number, run: Run): Promise<void> {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.stderr()}`)
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined)
    if (res?.status === 200 && run.stdout().includes('"startup_ms"')) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become ready')
}

describe('start-up failures end in one readable line and exit code 1', () => {
  test('bad configuration', async () => {
    const run = start({ PORT: 'abc', HOST: '127.0.0.1' })
    expect(await exitOf(run)).toBe(1)
    const lines = run.stderr().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^kaimono: invalid configuration: PORT="abc"/)
  })

  test('an unreachable PostgreSQL', async () => {
    const run = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' })
    expect(await exitOf(run)).toBe(1)
    const lines = run.stderr().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^kaimono: cannot reach the database at postgres:\/\/nobody@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    )
  })
})

describe('a server on an embedded data directory', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-process-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  test('starts, refuses a second process, stops on SIGTERM and restarts without re-seeding', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort()
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }
    const first = start(env)
    await waitReady(port, first)
    expect(first.stdout()).toContain('"reference_data":"seeded"')
    // Every request log line carries the request id.
    await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { 'x-request-id': 'probe-1' } })

    const second = start({ ...env, PORT: String(await freePort()) })
    expect(await exitOf(second)).toBe(1)
    expect(second.stderr()).toContain(`is in use by process ${first.child.pid}`)

    // Idle connections must not hold the shutdown: one kept alive after its answer, one that
    // never sent a request (a browser's preconnect).
    const keptAlive = await idleConnection(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const preconnect = await idleConnection(port)

    const stoppedAt = Date.now()
    first.child.kill('SIGTERM')
    expect(await exitOf(first)).toBe(0)
    await Promise.all([keptAlive.closed, preconnect.closed])
    expect(keptAlive.text()).toMatch(/^HTTP\/1\.1 200 /)
    expect(Date.now() - stoppedAt).toBeLessThan(10_000)
    expect(existsSync(path.join(dataDir, 'kaimono.lock'))).toBe(false)
    const probeLines = first
      .stdout()
      .split('\n')
      .filter((line) => line.includes('probe-1'))
    expect(probeLines).toHaveLength(2)
    for (const line of probeLines) expect(JSON.parse(line).request_id).toBe('probe-1')

    const again = start(env)
    await waitReady(port, again)
    expect(again.stdout()).toContain('"reference_data":"up to date"')
    again.child.kill('SIGINT')
    expect(await exitOf(again)).toBe(0)
  })
})

describe('npm run user:create', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-cli-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  test('creates a verified account with a role, then updates it; bad arguments are one line', {
    timeout: 240_000,
  }, async () => {
    const run = (args: string[]) => start({ DATA_DIR: dataDir }, USER_CREATE, args)
    const created = run([
      '--email',
      'Boss@Kaimono.test',
      '--password',
      'Admin-pass-1234',
      '--role',
      'admin',
    ])
    expect(await exitOf(created)).toBe(0)
    expect(created.stdout()).toMatch(/^created admin boss@kaimono\.test \(customer number \d+\)\n$/)

    const updated = run([
      '--email',
      'boss@kaimono.test',
      '--password',
      'Other-pass-5678',
      '--role',
      'staff',
    ])
    expect(await exitOf(updated)).toBe(0)
    expect(updated.stdout()).toMatch(/^updated staff boss@kaimono\.test/)

    const bad = run(['--email', 'nope', '--password', 'short'])
    expect(await exitOf(bad)).toBe(1)
    expect(bad.stderr().trim().split('\n')).toEqual([
      'kaimono: user:create --email: Invalid email address; --password: password must be at least 8 characters',
    ])
  })
})
