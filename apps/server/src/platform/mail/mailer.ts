import type { Lang } from '@kaimono/contracts'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import { newMailId, writeOutboxMessage } from './outbox.ts'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  lang: Lang
  /** The kind of mail ('verify-email', 'password-reset' …), for logs and the outbox. */
  tag: string
  /**
   * A notice's way out (issue 22): the page that turns it off (the link in the text), and the
   * address a mail client POSTs to for RFC 8058's one-click unsubscribe (List-Unsubscribe).
   */
  unsubscribe?: { page: string; oneClick: string }
}

export type Mailer = {
  send(message: MailMessage): Promise<{ id: string }>
  close(): Promise<void>
}

type LogFn = (details: object, message: string) => void

/** What the mailer needs of a logger; a Fastify or pino logger fits. */
export type MailLog = { info: LogFn; warn: LogFn; error: LogFn }

export type MailerOptions = {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it mail goes to the outbox. */
  smtpUrl?: string
  dataDir: string
  /** The From header, e.g. `Kaimono <no-reply@kaimono.vn>`. */
  from: string
  log: MailLog
}

/** ARCHITECTURE §4: SMTP by SMTP_URL, else `DATA_DIR/outbox` for development and tests. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options)
}

function smtpMailer({ from, log }: MailerOptions, url: string): Mailer {
  const pool = new SMTPPool({
    pool: true,
    url,
    // Mail is sent while a user waits (sign-up, password reset): an unreachable or stalled
    // server should fail in seconds, not after nodemailer's default minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    dnsTimeout: 10_000,
    socketTimeout: 20_000,
  })
  const transport = nodemailer.createTransport(pool)
  return {
    async send(message) {
      const { id, date } = newMailId()
      const fields = { mail_id: id, tag: message.tag, to: maskAddress(message.to) }
      try {
        await transport.sendMail(compose(from, message, id, date))
      } catch (error) {
        log.error({ ...fields, err: describe(error, message.to) }, 'mail could not be sent')
        throw error
      }
      log.info(fields, 'mail sent')
      return { id }
    },
    async close() {
      transport.close()
    },
  }
}

function outboxMailer({ dataDir, from, log }: MailerOptions): Mailer {
  // The same composer as SMTP, so the .eml is byte for byte what a server would have received.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    async send(message) {
      const { id, date } = newMailId()
      const info = await transport.sendMail(compose(from, message, id, date))
      const file = await writeOutboxMessage(dataDir, {
        meta: {
          id,
          to: message.to,
          subject: message.subject,
          tag: message.tag,
          lang: message.lang,
          created_at: date.toISOString(),
        },
        text: message.text,
        html: message.html ?? null,
        raw: info.message as Buffer,
      })
      log.info(
        { mail_id: id, tag: message.tag, to: maskAddress(message.to), file },
        `mail not sent (SMTP_URL is not set): written to ${file}`,
      )
      return { id }
    },
    async close() {
      transport.close()
    },
  }
}

function compose(from: string, message: MailMessage, id: string, date: Date): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    date,
    // Our id in the Message-ID ties a log line to what the SMTP server logged.
    messageId: `<${id}@${domainOf(from)}>`,
    headers: {
      'Content-Language': message.lang,
      ...(message.unsubscribe && {
        // RFC 8058: one HTTPS address, which the mail client POSTs to without opening it.
        'List-Unsubscribe': `<${message.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    },
  }
}

function domainOf(address: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(address)?.[1] ?? 'localhost'
}

/** `n***@example.vn`: enough to tell mails apart in logs, not enough to collect addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@')
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`
}

/** SMTP replies often quote the recipient; the logged error carries it masked. */
function describe(error: unknown, address: string) {
  if (!(error instanceof Error)) return { message: String(error) }
  const { code, responseCode, command } = error as Error & Record<string, unknown>
  const quoted = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
  const message = error.message.replace(quoted, maskAddress(address))
  return { message, code, responseCode, command }
}
