// A mail server for the browser journeys: accepts every message over SMTP, as the app's mailer
// would deliver it in production, and writes it to SMTP_SINK_DIR as <timestamp>-<n>.eml.
//   SMTP_SINK_PORT=2525 SMTP_SINK_DIR=/tmp/mail node e2e/smtp-sink.mjs
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.SMTP_SINK_PORT)
const dir = process.env.SMTP_SINK_DIR
if (!Number.isInteger(port) || port <= 0 || !dir) {
  process.stderr.write('smtp-sink: set SMTP_SINK_PORT and SMTP_SINK_DIR\n')
  process.exit(2)
}
mkdirSync(dir, { recursive: true })

let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 500,
  onData(stream, _session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.once('error', callback)
    stream.once('end', () => {
      received += 1
      const name = `${Date.now()}-${received}.eml`
      // Written under another name first, so a reader never sees half a message.
      const partial = path.join(dir, `.${name}.partial`)
      try {
        writeFileSync(partial, Buffer.concat(chunks))
        renameSync(partial, path.join(dir, name))
        callback()
      } catch (error) {
        callback(error)
      }
    })
  },
})
let listening = false
server.on('error', (error) => {
  process.stderr.write(`smtp-sink: ${error.message}\n`)
  // A port that cannot be bound is fatal; a client's broken connection is not.
  if (!listening) process.exit(1)
})
server.listen(port, '127.0.0.1', () => {
  listening = true
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)))
}
