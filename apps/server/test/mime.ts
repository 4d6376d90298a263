// Shared by the server tests and the browser tests: mail as a mail server receives it.

/**
 * Just enough MIME for what nodemailer writes (one text part, or multipart/alternative with
 * text and HTML; quoted-printable or base64), decoded independently of nodemailer's encoder.
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
  return {
    headers,
    subject: headers.get('subject') ?? '',
    to: headers.get('to') ?? '',
    text: parts.get('text/plain') ?? '',
    /** Empty when the mail has no HTML part. */
    html: parts.get('text/html') ?? '',
  }
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
  if (/charset=(?!"?utf-8)/i.test(type)) throw new Error(`not UTF-8: ${type}`)
  return type.split(';')[0]?.trim().toLowerCase() ?? ''
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
