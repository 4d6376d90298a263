// `npm start`: install if needed, build if needed, then serve the storefront and both APIs
// (migrations and reference data are applied by the server itself as it starts).
import { spawn } from 'node:child_process'
import path from 'node:path'
import {
  ensureBuilt,
  ensureInstalled,
  PROJECT_NODE,
  ROOT,
  SERVER_NODE_FLAGS,
  say,
} from './lib/bootstrap.mjs'

ensureInstalled()
ensureBuilt()

say(
  `Starting Kaimono on ${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}`,
)
const server = spawn(
  PROJECT_NODE,
  [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/server/src/main.ts')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
)
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
