import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { parseMail, startSmtp } from '../../../test/smtp.ts'
import { createMailer, type MailLog, type MailMessage } from './mailer.ts'
import { readOutboxMessage } from './outbox.ts'

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies MailLog
}

const FROM = 'Kaimono <no-reply@kaimono.test>'

const vietnamese: MailMessage = {
  to: 'nguyen.van.a@example.vn',
  subject: 'Xác nhận địa chỉ email của bạn — Kaimono',
  text: 'Chào bạn,\nBấm vào liên kết để xác nhận: https://kaimono.test/verify?token=abc',
  html: '<p>Chào bạn, <a href="https://kaimono.test/verify?token=abc">xác nhận</a></p>',
  lang: 'vi',
  tag: 'verify-email',
}

const japanese: MailMessage = {
  to: 'tanaka@example.jp',
  subject: 'パスワードの再設定 【かいもの】',
  text: 'パスワードを再設定するには次のリンクを開いてください。',
  lang: 'ja',
  tag: 'password-reset',
}

describe('through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const log = fakeLog()
  let mailer: ReturnType<typeof createMailer>

  beforeAll(async () => {
    smtp = await startSmtp({ authOptional: true })
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      dataDir: '/nonexistent',
      from: FROM,
      log,
    })
  })

  afterAll(async () => {
    await mailer.close()
    await smtp.close()
  })

  test('Vietnamese and Japanese mail arrives whole: headers, parts and language', async () => {
    const first = await mailer.send(vietnamese)
    const second = await mailer.send(japanese)
    expect(smtp.received.map((m) => m.rcpt)).toEqual([[vietnamese.to], [japanese.to]])

    const [vi, ja] = smtp.received.map((m) => parseMail(m.raw))
    expect(vi?.headers.get('to')).toBe(vietnamese.to)
    expect(vi?.headers.get('from')).toBe(FROM)
    expect(vi?.headers.get('subject')).toBe(vietnamese.subject)
    expect(vi?.headers.get('content-language')).toBe('vi')
    expect(vi?.headers.get('message-id')).toBe(`<${first.id}@kaimono.test>`)
    expect(vi?.text).toBe(vietnamese.text)
    expect(vi?.html).toBe(vietnamese.html)

    expect(ja?.headers.get('subject')).toBe(japanese.subject)
    expect(ja?.headers.get('content-language')).toBe('ja')
    expect(ja?.headers.get('message-id')).toBe(`<${second.id}@kaimono.test>`)
    expect(ja?.text).toBe(japanese.text)
    expect(ja?.html).toBe('')

    expect(log.info).toHaveBeenCalledWith(
      { mail_id: first.id, tag: 'verify-email', to: 'n***@example.vn' },
      'mail sent',
    )
  })
})

describe('through SMTP with authentication', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>

  beforeAll(async () => {
    smtp = await startSmtp({
      authOptional: false,
      // No TLS in the test server, so AUTH has to be allowed in the clear.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'kaimono' && auth.password === 's3cret:p@ss') {
          return callback(null, { user: auth.username })
        }
        return callback(new Error('Invalid username or password'))
      },
    })
  })

  afterAll(() => smtp.close())

  test('the credentials in SMTP_URL (percent-encoded) are used', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://kaimono:s3cret%3Ap%40ss@127.0.0.1:${smtp.port}`,
      dataDir: '/nonexistent',
      from: FROM,
      log: fakeLog(),
    })
    try {
      await mailer.send(japanese)
    } finally {
      await mailer.close()
    }
    expect(smtp.received).toHaveLength(1)
  })

  test('wrong credentials reject the send, logged without the address', async () => {
    const log = fakeLog()
    const mailer = createMailer({
      smtpUrl: `smtp://kaimono:wrong@127.0.0.1:${smtp.port}`,
      dataDir: '/nonexistent',
      from: FROM,
      log,
    })
    try {
      await expect(mailer.send(vietnamese)).rejects.toMatchObject({ code: 'EAUTH' })
    } finally {
      await mailer.close()
    }
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({
      tag: 'verify-email',
      to: 'n***@example.vn',
      err: { code: 'EAUTH' },
    })
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(vietnamese.to)
    expect(smtp.received).toHaveLength(1)
  })
})

test('an unreachable server rejects the send at once', async () => {
  const closed = await startSmtp({ authOptional: true })
  await closed.close()
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${closed.port}`,
    dataDir: '/nonexistent',
    from: FROM,
    log: fakeLog(),
  })
  try {
    await expect(mailer.send(japanese)).rejects.toMatchObject({ code: 'ESOCKET' })
  } finally {
    await mailer.close()
  }
})

describe('without SMTP_URL', () => {
  let dataDir: string
  const log = fakeLog()

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kaimono-mail-'))
  })

  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  test('the message is written to the outbox as RFC 822, and the log says where', async () => {
    const mailer = createMailer({ dataDir, from: FROM, log })
    const { id } = await mailer.send(vietnamese)
    await mailer.close()

    expect((await readdir(path.join(dataDir, 'outbox'))).sort()).toEqual([
      `${id}.eml`,
      `${id}.json`,
    ])
    const stored = await readOutboxMessage(dataDir, id)
    expect(stored?.raw).toContain('\r\n')
    const parsed = parseMail(stored?.raw ?? '')
    expect(parsed.headers.get('subject')).toBe(vietnamese.subject)
    expect(parsed.headers.get('content-language')).toBe('vi')
    expect(parsed.text).toBe(vietnamese.text)
    expect(parsed.html).toBe(vietnamese.html)

    const file = path.join(dataDir, 'outbox', `${id}.eml`)
    expect(log.info).toHaveBeenCalledWith(
      { mail_id: id, tag: 'verify-email', to: 'n***@example.vn', file },
      `mail not sent (SMTP_URL is not set): written to ${file}`,
    )
  })
})
