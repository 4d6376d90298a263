import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { parseMail } from './mime.ts'

// A real SMTP server in the test process: the mail the app sends, as a mail server receives it.

export type Received = { rcpt: string[]; raw: string }

export async function startSmtp(options: SMTPServerOptions) {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    closeTimeout: 200,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const rcpt = session.envelope.rcptTo.map((r) => r.address)
        received.push({ rcpt, raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const close = () => new Promise<void>((resolve) => server.close(resolve))
  return { received, port, close }
}

/** The next mail to `to` (waiting up to `timeoutMs`), parsed. */
export async function mailTo(
  received: Received[],
  to: string,
  {
    after = 0,
    timeoutMs = 5_000,
    matching,
  }: {
    after?: number
    timeoutMs?: number
    /** Only a mail whose parsed text or subject contains this (others to `to` are passed over). */
    matching?: string
  } = {},
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const mail of received.slice(after)) {
      if (!mail.rcpt.includes(to)) continue
      const parsed = parseMail(mail.raw)
      if (!matching || `${parsed.subject}\n${parsed.text}`.includes(matching)) return parsed
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${to}${matching ? ` saying ${matching}` : ''} within ${timeoutMs} ms`)
}

/** The first link in a mail's text part that contains `fragment`. */
export function linkIn(text: string | undefined, fragment: string): string {
  const link = (text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment))
  if (!link) throw new Error(`no link with ${fragment} in: ${text}`)
  return link
}

export { parseMail }
