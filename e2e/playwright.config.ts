import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import {
  ADDRESS_OWNER,
  ADMIN,
  CART_BUYER,
  CART_EDITOR,
  GIFT_FRIEND,
  GIFT_OWNER,
  HEADER_SHOPPER,
  MAIL_DIR_ENV,
  OIDC_PORT_ENV,
  REVIEWER,
  SMTP_PORT_ENV,
  VARIANT_BUYERS,
  WALLET_OWNERS,
} from './env.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// Playwright evaluates this file again in every worker: the runner picks the port and the
// data directory once and hands them down through the environment, which workers inherit.
const PORT_ENV = 'KAIMONO_E2E_PORT'
const DATA_ENV = 'KAIMONO_E2E_DATA_DIR'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port from listen(0)'))
      })
    })
  })
}

function tempDir(env: string, prefix: string) {
  if (process.env[env]) return
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  process.env[env] = dir
  // 'exit' comes after Playwright has stopped the web servers, so nothing writes there any more.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
}

if (!process.env[PORT_ENV]) process.env[PORT_ENV] = String(await freePort())
if (!process.env[SMTP_PORT_ENV]) process.env[SMTP_PORT_ENV] = String(await freePort())
if (!process.env[OIDC_PORT_ENV]) process.env[OIDC_PORT_ENV] = String(await freePort())
tempDir(DATA_ENV, 'kaimono-e2e-')
tempDir(MAIL_DIR_ENV, 'kaimono-e2e-mail-')

const port = Number(process.env[PORT_ENV])
const smtpPort = Number(process.env[SMTP_PORT_ENV])
const oidcPort = Number(process.env[OIDC_PORT_ENV])
const baseURL = `http://127.0.0.1:${port}`

// Accounts that exist before the server starts: the CLI opens the data directory itself.
// One run of the CLI makes them all (one database start instead of one per account).
const createUser = (user: { email: string; password: string; name: string }, role: string) =>
  [
    `--email ${user.email}`,
    `--password '${user.password}'`,
    `--role ${role}`,
    `--name '${user.name}'`,
  ].join(' ')
const createUsers = [
  'npm run user:create --',
  createUser(ADMIN, 'admin'),
  createUser(GIFT_OWNER, 'customer'),
  createUser(GIFT_FRIEND, 'customer'),
  createUser(ADDRESS_OWNER, 'customer'),
  createUser(REVIEWER, 'customer'),
  createUser(CART_BUYER, 'customer'),
  createUser(CART_EDITOR, 'customer'),
  createUser(HEADER_SHOPPER, 'customer'),
  createUser(WALLET_OWNERS.desktop, 'customer'),
  createUser(WALLET_OWNERS.mobile, 'customer'),
  createUser(VARIANT_BUYERS.desktop, 'customer'),
  createUser(VARIANT_BUYERS.mobile, 'customer'),
].join(' ')

// scripts/test.mjs sets CHROMIUM_PATH from ensureBrowser(); without one and without
// Debian's Chromium, Playwright's own browser is used.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Waiting limits, not measurements: the longest journeys (buy now through to the order, pay
  // all) take 20-40 s on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'e2e/test-results/results.json') }]],
  use: {
    baseURL,
    headless: true,
    locale: 'vi-VN',
    // Tracing every test costs time on 2 cores; E2E_TRACE=1 keeps traces of failures.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: IPHONE_UA,
      },
    },
  ],
  webServer: [
    {
      // The app sends its mail here over real SMTP; tests read it from the mail directory.
      command: 'node e2e/smtp-sink.mjs',
      cwd: ROOT,
      port: smtpPort,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      env: {
        SMTP_SINK_PORT: String(smtpPort),
        SMTP_SINK_DIR: process.env[MAIL_DIR_ENV] as string,
      },
    },
    {
      // Stands in for Google: the Google button goes through a real OpenID Connect flow.
      command: 'node e2e/oidc-server.mjs',
      cwd: ROOT,
      port: oidcPort,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      command: `${createUsers} && npm run serve`,
      cwd: ROOT,
      url: `${baseURL}/readyz`,
      // PGlite's first start runs initdb, the migrations and the seed (about 15 s on an idle
      // 2-core machine); a waiting limit, not a measurement.
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env[DATA_ENV] as string,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // As behind a load balancer: each test sends its own X-Forwarded-For (fixtures.ts).
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        GOOGLE_CLIENT_ID: 'kaimono-e2e',
        GOOGLE_CLIENT_SECRET: 'kaimono-e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      },
    },
  ],
})
