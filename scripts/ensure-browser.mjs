// Finds (or installs) the Chromium the Playwright tier runs in. Plain ESM without
// dependencies, so it works on Node 20+ before anything else is set up.
//
//   import { ensureBrowser } from './ensure-browser.mjs'
//   const { executablePath } = await ensureBrowser()
//   // executablePath undefined: use Playwright's own Chromium (no CHROMIUM_PATH)
//
// Run directly (`node scripts/ensure-browser.mjs`) it prints the path as its last line
// (an empty line for Playwright's own Chromium).

import { spawnSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_PATH = '/usr/bin/chromium'
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

const HOW_TO_INSTALL =
  'No Chromium for the end-to-end tests. Install one with `apt-get install -y chromium` ' +
  '(as root, Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.'

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function which(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, command)
    if (isExecutable(candidate)) return candidate
  }
  return undefined
}

/** An installed system Chromium, or undefined. Throws when CHROMIUM_PATH names nothing runnable. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    // A wrong explicit setting must not be papered over by another browser.
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH
    throw new Error(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. ${HOW_TO_INSTALL}`,
    )
  }
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH
  for (const command of ON_PATH) {
    const found = which(command)
    if (found) return found
  }
  return undefined
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  })
  return result.status === 0
}

function installWithApt(log) {
  if (process.getuid?.() !== 0 || !which('apt-get')) return false
  log('Chromium not found: installing it with `apt-get install -y chromium`…')
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  return run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env)
}

function installWithPlaywright(log) {
  if (!which('npx')) return false
  log('Chromium not found: trying `npx playwright install chromium`…')
  // --no: never let npx fetch a Playwright other than the project's own.
  return run('npx', ['--no', '--', 'playwright', 'install', 'chromium'])
}

/**
 * Returns `{ executablePath }`: a system Chromium's path, or undefined when Playwright's own
 * Chromium was installed instead. Throws with install instructions when there is none.
 */
export async function ensureBrowser({ log = console.log } = {}) {
  const found = findChromium()
  if (found) return { executablePath: found }

  if (installWithApt(log)) {
    const installed = findChromium()
    if (installed) return { executablePath: installed }
  }
  if (installWithPlaywright(log)) return { executablePath: undefined }
  throw new Error(HOW_TO_INSTALL)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { executablePath } = await ensureBrowser()
    console.log(executablePath ?? '')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
