import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { marketUrls } from './scripts/bench/market-urls.mjs'
import { SERVER_ENV, serverNodeFlags } from './scripts/lib/bootstrap.mjs'
const port = 3200
const base = `http://127.0.0.1:${port}`
const child = spawn(process.execPath, [...serverNodeFlags(), ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/server/src/main.ts'], {
  env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', DATA_DIR: '/tmp/prof-data' },
  stdio: 'inherit',
})
for (;;) { try { if ((await fetch(`${base}/readyz`)).ok) break } catch {} await sleep(200) }
const paths = (await marketUrls(base).crossSearch()).paths
let next = -1
const result = await autocannon({ url: base, connections: 16, duration: Number(process.env.DURATION ?? 15),
  requests: [{ setupRequest: (r) => { next = (next + 1) % paths.length; return { ...r, path: paths[next] } } }],
  headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
console.log(`req/s ${result.requests.average} p50 ${result.latency.p50} p99 ${result.latency.p99} non2xx ${result.non2xx}`)
child.kill('SIGINT')
await new Promise((r) => child.on('exit', r))
