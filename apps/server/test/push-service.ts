// A push service on 127.0.0.1 for the tests (issue 22): HTTPS with a certificate made for the
// run (openssl), recording what the server posts — the VAPID Authorization, TTL and the
// encrypted body — and answering by the path: /ok/… 201, /gone/… 410, /busy/… 429.
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type Pushed = {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A certificate for 127.0.0.1 made for the run, and an agent that trusts it. */
export function pushCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kaimono-push-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const credentials = { key: readFileSync(key), cert: readFileSync(cert) }
  rmSync(dir, { recursive: true, force: true })
  return { credentials, agent: new Agent({ ca: credentials.cert }) }
}

export async function startPushService(credentials: { key: Buffer; cert: Buffer }) {
  const pushed: Pushed[] = []
  const server = createServer(credentials, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      const status = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/busy/') ? 429 : 201
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    pushed,
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser's push keys: what PushSubscription.toJSON() gives, and the private half. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } }
}
