import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { expect } from 'vitest'

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
  { after = 0, timeoutMs = 5_000 }: { after?: number; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = received.slice(after).find((mail) => mail.rcpt.includes(to))
    if (found) return parseMail(found.raw)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
}

/** The first link in a mail's text part that contains `fragment`. */
export function linkIn(text: string | undefined, fragment: string): string {
  const link = (text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment))
  if (!link) throw new Error(`no link with ${fragment} in: ${text}`)
  return link
}

/**
 * Just enough MIME for what nodemailer writes (one text part, or multipart/alternative with
 * text and HTML), decoded independently of nodemailer's encoder. mailparser would do, but its
 * pinned dependencies are not all on the registry this project installs from.
 */
export function parseMail(raw: string) {
  const { headers, body } = splitEntity(raw.replaceAll('\r\n', '\n'))
  const parts = new Map<string, string>()
  const type = headers.get('content-type') ?? 'text/plain'
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? ''
    const sections = body.split(`--${boundary}`).slice(1, -1)
    for (const section of sections) {
      const part = splitEntity(section.replace(/^\n/, ''))
      parts.set(mediaType(part.headers), decodeBody(part.headers, part.body))
    }
  } else {
    parts.set(mediaType(headers), decodeBody(headers, body))
  }
  return { headers, text: parts.get('text/plain'), html: parts.get('text/html') }
}

function splitEntity(entity: string) {
  const end = entity.indexOf('\n\n')
  const head = entity.slice(0, end).replace(/\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return { headers, body: entity.slice(end + 2) }
}

function mediaType(headers: Map<string, string>) {
  const type = headers.get('content-type') ?? 'text/plain'
  expect(type.toLowerCase()).not.toMatch(/charset=(?!"?utf-8)/)
  return type.split(';')[0]?.trim() ?? ''
}

/** RFC 2047; adjacent words are joined as bytes first, as a character may span two. */
function decodeWords(value: string) {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, encoding, data = '']) =>
      encoding?.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64')
        : qpBytes(data.replaceAll('_', ' ')),
    )
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '')
  })
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const trimmed = body.replace(/\n$/, '')
  if (encoding === 'base64') return Buffer.from(trimmed, 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    return qpBytes(trimmed.replace(/=\n/g, '')).toString('utf8')
  }
  return trimmed
}

function qpBytes(value: string) {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(value.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(value.charCodeAt(i))
    }
  }
  return Buffer.from(bytes)
}
