// `npm test`: the whole suite, as a new user runs it. Installs and builds when needed, then
// runs every tier even if one fails, and ends with one summary line.
//   --tier unit     Biome, types and Vitest only (contracts, server, web)
//   --tier server   the server tier only (on PostgreSQL when TEST_DATABASE_URL is set)
//   --postgres URL  with the whole suite: the server tier again, last, on a database of its own
//                   made on that PostgreSQL server (an admin URL) and dropped at the end
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureBrowser } from './ensure-browser.mjs'
import { ensureBuilt, ensureInstalled, NPM, ROOT, run, say } from './lib/bootstrap.mjs'

const tierIndex = process.argv.indexOf('--tier')
const tier = tierIndex > 0 ? process.argv[tierIndex + 1] : 'all'
if (!['all', 'unit', 'server'].includes(tier)) {
  process.stderr.write(`unknown tier ${tier}: use all, unit or server\n`)
  process.exit(2)
}

const postgresIndex = process.argv.indexOf('--postgres')
const postgresUrl = postgresIndex > 0 ? process.argv[postgresIndex + 1] : undefined
if (postgresIndex > 0 && (!postgresUrl || tier !== 'all')) {
  process.stderr.write('--postgres takes a database URL, and goes with the whole suite only\n')
  process.exit(2)
}

const reports = path.join(ROOT, 'node_modules', '.cache', 'kaimono-test')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const results = []
function step(name, command, args, options) {
  say(name)
  const started = Date.now()
  const status = run(command, args, options)
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) })
  return status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

ensureInstalled()
// Made after the install: scripts/pg-database.mjs needs the pg package.
let postgresDatabaseUrl
if (postgresUrl) {
  const name = `kaimono_ci_${Date.now()}_${process.pid}`
  if (run(process.execPath, ['scripts/pg-database.mjs', 'create', postgresUrl, name]) !== 0) {
    process.exit(1)
  }
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  postgresDatabaseUrl = url.toString()
  process.on('exit', () => {
    run(process.execPath, ['scripts/pg-database.mjs', 'drop', postgresUrl, name])
  })
}
/** Vitest's arguments after `npm run …`: the console report, and a JSON one for the summary. */
const vitestArgs = (report) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]
const vitestReports = [path.join(reports, 'vitest.json')]

if (tier === 'server') {
  step('Server tests (Vitest)', NPM, ['run', 'test:server', ...vitestArgs(vitestReports[0])])
} else {
  step('Lint and format (Biome)', NPM, ['run', 'lint'])
  step('Type check (TypeScript)', NPM, ['run', 'typecheck'])
  step('Unit, API and component tests (Vitest)', NPM, [
    'run',
    'test:unit',
    ...vitestArgs(vitestReports[0]),
  ])
  if (tier === 'all') {
    ensureBuilt()
    let browser
    try {
      browser = await ensureBrowser()
    } catch (error) {
      process.stderr.write(`kaimono: ${error.message}\n`)
      results.push({ name: 'Browser journeys (Playwright)', ok: false, seconds: 0 })
    }
    if (browser) {
      step('Browser journeys (Playwright)', NPM, ['run', 'test:e2e'], {
        env: { ...process.env, CHROMIUM_PATH: browser.executablePath ?? '' },
      })
    }
  }
}
// After the journeys, not beside them: together they overload two cores and time out.
if (postgresDatabaseUrl) {
  const report = path.join(reports, 'vitest-postgres.json')
  vitestReports.push(report)
  step(
    'Server tests again on PostgreSQL (Vitest)',
    NPM,
    ['run', 'test:server', ...vitestArgs(report)],
    {
      env: { ...process.env, TEST_DATABASE_URL: postgresDatabaseUrl },
    },
  )
}

let passed = 0
let failed = 0
let skipped = 0
for (const vitest of vitestReports.map(readJson)) {
  if (!vitest) continue
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
}
const playwright = readJson(path.join(ROOT, 'e2e', 'test-results', 'results.json'))
if (playwright && tier === 'all') {
  passed += playwright.stats.expected
  failed += playwright.stats.unexpected + playwright.stats.flaky
  skipped += playwright.stats.skipped
}

process.stdout.write('\n')
for (const result of results) {
  process.stdout.write(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds}s)\n`)
}
const failedSteps = results.filter((result) => !result.ok).length
// A failed step without failed tests (lint, types, a crash) still fails the run.
failed = Math.max(failed, failedSteps > 0 && failed === 0 ? 1 : failed)
process.stdout.write(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
)
process.exit(failedSteps > 0 ? 1 : 0)
