import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Lang } from '@kaimono/contracts'

/**
 * Without SMTP_URL, mail goes to `DATA_DIR/outbox/<id>.eml` (the RFC 822 message as it would
 * go on the wire) with `<id>.json` beside it (who, what, and the text and HTML parts, so that
 * listing and reading need no MIME parser). The id starts with the UTC time, so names sort by it.
 */
export type OutboxMeta = {
  id: string
  to: string
  subject: string
  tag: string
  lang: Lang
  created_at: string
}

export type OutboxMessage = {
  meta: OutboxMeta
  text: string
  html: string | null
  raw: string
}

type Sidecar = OutboxMeta & { text: string; html: string | null }

const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/
const SIDECAR = /^(\d{8}T\d{9}Z-[0-9a-f]{8})\.json$/

export class OutboxIdError extends Error {}

export function isOutboxId(value: string): boolean {
  return ID.test(value)
}

let lastStamp = 0

/**
 * `20261122T030806123Z-9f3a01bc`. Strictly increasing within the process, so two mails sent in
 * the same millisecond still list in the order they were sent.
 */
export function newMailId(now = Date.now()): { id: string; date: Date } {
  lastStamp = Math.max(now, lastStamp + 1)
  const date = new Date(lastStamp)
  const stamp = date.toISOString().replace(/[-:.]/g, '')
  return { id: `${stamp}-${randomBytes(4).toString('hex')}`, date }
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox')
}

/** Writes the message and then its sidecar; only a complete sidecar makes it listed. */
export async function writeOutboxMessage(
  dataDir: string,
  message: { meta: OutboxMeta; text: string; html: string | null; raw: Buffer },
): Promise<string> {
  const dir = outboxDir(dataDir)
  await mkdir(dir, { recursive: true })
  const { meta } = message
  const file = path.join(dir, `${meta.id}.eml`)
  await writeFile(file, message.raw)
  const sidecar: Sidecar = { ...meta, text: message.text, html: message.html }
  const temp = path.join(dir, `${meta.id}.json.tmp`)
  await writeFile(temp, JSON.stringify(sidecar, null, 2))
  await rename(temp, path.join(dir, `${meta.id}.json`))
  return file
}

/** Newest first; `to` keeps only mail to that address (case-insensitive). */
export async function listOutbox(
  dataDir: string,
  { limit = 100, to }: { limit?: number; to?: string } = {},
): Promise<OutboxMeta[]> {
  const ids = (await outboxFiles(dataDir))
    .flatMap((name) => SIDECAR.exec(name)?.[1] ?? [])
    .sort()
    .reverse()
  const wanted = to?.toLowerCase()
  const found: OutboxMeta[] = []
  for (const id of ids) {
    if (found.length >= limit) break
    const sidecar = await readSidecar(dataDir, id)
    if (!sidecar || (wanted && sidecar.to.toLowerCase() !== wanted)) continue
    const { text: _text, html: _html, ...meta } = sidecar
    found.push(meta)
  }
  return found
}

/** Null when there is no such message; an id not of the generated form is refused outright. */
export async function readOutboxMessage(
  dataDir: string,
  id: string,
): Promise<OutboxMessage | null> {
  if (!isOutboxId(id)) throw new OutboxIdError(`not an outbox id: ${JSON.stringify(id)}`)
  const sidecar = await readSidecar(dataDir, id)
  if (!sidecar) return null
  const raw = await readFile(path.join(outboxDir(dataDir), `${id}.eml`), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    },
  )
  if (raw === null) return null
  const { text, html, ...meta } = sidecar
  return { meta, text, html, raw }
}

async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return await readdir(outboxDir(dataDir))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function readSidecar(dataDir: string, id: string): Promise<Sidecar | null> {
  try {
    return JSON.parse(await readFile(path.join(outboxDir(dataDir), `${id}.json`), 'utf8'))
  } catch (error) {
    // A missing or hand-damaged file is not worth failing a development page over.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) {
      return null
    }
    throw error
  }
}
