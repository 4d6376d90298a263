import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseMail } from '../apps/server/test/mime.ts'
import { MAIL_DIR_ENV } from './env.ts'

// The mail the app sent during this run, as e2e/smtp-sink.mjs received it over SMTP.

export type Mail = {
  file: string
  headers: Map<string, string>
  subject: string
  to: string
  text: string
  html: string
}

const parsed = new Map<string, Mail>()

function mailDir(): string {
  const dir = process.env[MAIL_DIR_ENV]
  if (!dir)
    throw new Error(`${MAIL_DIR_ENV} is not set: run the tests through e2e/playwright.config.ts`)
  return dir
}

/** Every mail received so far, oldest first. */
export function receivedMail(): Mail[] {
  const dir = mailDir()
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => {
      const [aTime = 0, aCount = 0] = a.split(/[-.]/).map(Number)
      const [bTime = 0, bCount = 0] = b.split(/[-.]/).map(Number)
      return aTime - bTime || aCount - bCount
    })
  return files.map((file) => {
    let mail = parsed.get(file)
    if (!mail) {
      mail = { file, ...parseMail(readFileSync(path.join(dir, file), 'utf8')) }
      parsed.set(file, mail)
    }
    return mail
  })
}

/** The first mail to `to` with this subject, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  to: string,
  subject: string,
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = receivedMail().find(
      (mail) => mail.subject === subject && addressesOf(mail.to).includes(to.toLowerCase()),
    )
    if (found) return found
    if (Date.now() > deadline) {
      const seen = receivedMail().map((mail) => `${mail.to}: ${mail.subject}`)
      throw new Error(
        `no mail '${subject}' to ${to} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The one link in a mail's text part that contains `fragment`. */
export function linkIn(mail: Mail, fragment: string): string {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).filter((url) => url.includes(fragment))
  if (links.length !== 1) throw new Error(`not one link with ${fragment} in: ${mail.text}`)
  return links[0] as string
}

function addressesOf(header: string): string[] {
  return [...header.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map(([address]) => address.toLowerCase())
}
