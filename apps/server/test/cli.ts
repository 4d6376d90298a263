import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * Runs a command-line script (src/cli/) to its end in a process of its own, with only PATH and
 * `env` set, as an operator runs it: its exit code and all it wrote.
 */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const [code] = await once(child, 'exit')
  return { code: code as number | null, stdout, stderr }
}
