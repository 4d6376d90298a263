// Lighthouse section of `npm run bench`: the mobile preset (Lighthouse's default: a Moto G
// class phone, 4x CPU slowdown and slow 4G, simulated) against pages of the running server,
// in the system Chromium. Each page is run several times and the medians reported, since one
// run on a shared machine says little.
//
// Also runs on its own against a server that is already up:
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:3100 [--runs 5] [--page home=/ …]
//     [--save dir] [--json]      (--save keeps each run's full report)
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { findChromium } from '../ensure-browser.mjs'

/** Flags for a headless Chromium that stays quiet: no sandbox (root), no GPU, no phoning home. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
]

/**
 * Whether the machine has a font for Japanese. Phones have one; without one, Chromium searches
 * every installed font for each Japanese character it draws (the demo pictures' labels), and
 * the blocking time measured is this machine's, not the page's. Null when fontconfig is absent.
 */
export function hasJapaneseFont() {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return null
  }
}

/** Starts Chromium with a debugging port; resolves to `{ port, stop }`. */
export async function launchChromium() {
  const executable = findChromium()
  if (!executable) throw new Error('no Chromium (set CHROMIUM_PATH or apt-get install chromium)')
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kaimono-lighthouse-'))
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // However this process ends (an error, Ctrl-C), Chromium ends with it.
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  const stop = async () => {
    process.off('exit', kill)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(5_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    await rm(profile, { recursive: true, force: true })
  }
  let output = ''
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium gave no port:\n${output}`)), 30_000)
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`))
    })
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { port, stop }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The figures of one Lighthouse run. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : null,
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    metaDescription: lhr.audits['meta-description']?.score === 1,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * Runs Lighthouse's mobile preset `runs` times on each page; returns one row per page with the
 * median performance score, TBT, LCP, FCP and CLS (each metric's own median) and every run.
 * `pages` is a list of `{ name, path }`.
 */
export async function runLighthouse(base, pages, { runs = 3, log = () => {}, saveDir } = {}) {
  if (saveDir) await mkdir(saveDir, { recursive: true })
  if (hasJapaneseFont() === false) {
    log('warning: no Japanese font (apt-get install fonts-noto-cjk): blocking times will be high')
  }
  // Imported here so a bench run with --no-lighthouse never loads it.
  const { default: lighthouse } = await import('lighthouse')
  const chromium = await launchChromium()
  const rows = []
  try {
    for (const page of pages) {
      const url = new URL(page.path, base).toString()
      // One unmeasured visit: the server renders and caches the page once, as it would have
      // for earlier visitors; the runs then measure the page, not a cold cache.
      await warm(url)
      const all = []
      for (let i = 0; i < runs; i++) {
        log(`lighthouse ${page.name} (${url}): run ${i + 1} of ${runs}`)
        let result
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART, about one run in 30
        // here): such a run measured nothing and is made again, once.
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(url, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'seo'],
          })
          if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`)
          const error = result.lhr.runtimeError
          if (!error) break
          if (attempt === 2) throw new Error(`lighthouse ${url}: ${error.message}`)
          log(`lighthouse ${page.name}: ${error.code}, run ${i + 1} again`)
        }
        if (saveDir)
          await writeFile(path.join(saveDir, `${page.name}-${i + 1}.json`), result.report)
        all.push(figuresOf(result.lhr))
      }
      const pick = (key) => median(all.map((run) => run[key]))
      rows.push({
        name: page.name,
        url,
        runs: all,
        performance: pick('performance'),
        seo: pick('seo'),
        tbtMs: pick('tbtMs'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        cls: pick('cls'),
        metaDescription: all.every((run) => run.metaDescription),
        benchmarkIndex: pick('benchmarkIndex'),
      })
    }
  } finally {
    await chromium.stop()
  }
  return rows
}

function warm(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume()
        res.on('end', resolve)
      })
      .on('error', reject)
  })
}

const fixed = (value, digits) => (value === null ? '-' : value.toFixed(digits))

/** Rows as a table, a `budget` column filled by the caller's verdicts when given. */
export function lighthouseTable(rows, verdicts = new Map()) {
  const headers = [
    'page',
    'perf',
    'TBT ms',
    'LCP ms',
    'FCP ms',
    'CLS',
    'SEO',
    'runs (perf)',
    'budget',
  ]
  const cells = rows.map((row) => [
    row.name,
    String(row.performance ?? '-'),
    fixed(row.tbtMs, 0),
    fixed(row.lcpMs, 0),
    fixed(row.fcpMs, 0),
    fixed(row.cls, 3),
    row.seo === null ? '-' : String(row.seo),
    row.runs.map((run) => run.performance).join(' '),
    verdicts.get(row.name)?.label ?? '-',
  ])
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const right = new Set([1, 2, 3, 4, 5, 6])
  const line = (c) =>
    c
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
      page: { type: 'string', multiple: true },
      save: { type: 'string' },
    },
  })
  const base = positionals[0]
  if (!base) {
    console.error(
      'usage: node scripts/bench/lighthouse.mjs <base url> [--runs n] [--page name=/path …] [--save dir] [--json]',
    )
    process.exit(2)
  }
  const pages = (values.page ?? ['home=/']).map((spec) => {
    const at = spec.indexOf('=')
    return { name: spec.slice(0, at), path: spec.slice(at + 1) }
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))
  const load = os.loadavg()[0].toFixed(2)
  const rows = await runLighthouse(base, pages, {
    runs: Number(values.runs),
    saveDir: values.save,
    log: (m) => process.stderr.write(`${m}\n`),
  })
  if (values.json) console.log(JSON.stringify({ loadAverage: Number(load), rows }, null, 2))
  else {
    console.log(`1-min load average ${load} at start, ${os.loadavg()[0].toFixed(2)} at end`)
    console.log(lighthouseTable(rows))
  }
}
