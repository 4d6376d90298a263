import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer, newClientAddress, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/orders.ts'
import { linkIn, mailTo } from '../../../test/smtp.ts'
import { localStorage } from '../../platform/storage/index.ts'
import { forgetOldTickets, TICKETS_KEPT_MS } from './retention.ts'
import { supportAttachments, supportTickets } from './schema.ts'
import { partsOf } from './service.ts'

const t = useTestApp()

let an: Customer
let binh: Customer
let staff: Customer
beforeAll(async () => {
  ;[an, binh, staff] = await Promise.all([
    createCustomer(t, { name: 'Trần An' }),
    createCustomer(t, { name: 'Lê Bình' }),
    createStaff(t),
  ])
})

const open = (who: Customer, payload: Record<string, unknown>, lang = 'en') =>
  who.inject({
    method: 'POST',
    url: '/api/supports',
    payload,
    headers: { 'accept-language': lang },
  })

const ticketOf = async (who: Customer) => {
  const res = await open(who, {
    name: who.name,
    phone: '0912345678',
    description: 'Đơn hàng chưa về',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number }
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'anh.jpg')
    else form.append(name, value)
  }
  const response = new Response(form)
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  }
}

const upload = async (who: Customer, fields: Record<string, string | Blob>) => {
  const body = await multipart(fields)
  return who.inject({
    method: 'POST',
    url: '/api/support-contents',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': 'en' },
  })
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'An', ImageDescription: 'GPS 21.0278 105.8342' } })
    .toBuffer()

const blob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type })

describe('opening a ticket', () => {
  test('a visitor is asked to sign in; an empty description is §8’s message, and nothing is saved', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/supports',
      payload: { description: 'x' },
      headers: { origin: ORIGIN },
    })
    expect(anonymous.statusCode).toBe(401)
    const empty = await open(an, { name: 'An', phone: '0912345678', description: '   ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.description).toEqual(['Please enter your description problem'])
    const phone = await open(an, { name: 'An', phone: '12', description: 'x' })
    expect(phone.json().errors.phone).toBeDefined()
    const type = await open(an, { type_id: 7, description: 'x' })
    expect(type.json().errors.type_id).toBeDefined()
    expect((await an.inject({ url: '/api/supports' })).json().total).toBe(0)
  })

  test('a ticket: saved as the customer’s, staff mailed with everything they need', async () => {
    const after = t.mail.length
    const res = await open(an, {
      title: 'Hỏi về đơn',
      type_id: 2,
      name: 'Trần An',
      phone: '091 234 5678',
      description: 'Đơn KM-1 chưa về',
    })
    expect(res.statusCode, res.body).toBe(201)
    const ticket = res.json().data
    expect(ticket).toMatchObject({
      title: 'Hỏi về đơn',
      type_id: 2,
      name: 'Trần An',
      phone: '0912345678',
      description: 'Trần An\n0912345678\nĐơn KM-1 chưa về',
      status: 'open',
    })
    const mail = await mailTo(t.mail, 'support@kaimono.vn', { after, matching: 'Đơn KM-1' })
    expect(mail.subject).toContain(`#${ticket.id}`)
    expect(mail.text).toContain(an.email)
    expect(mail.text).toContain('Đơn KM-1 chưa về')
  })

  test('§7’s own body (title, type_id, description of three lines) is understood', () => {
    expect(
      partsOf({ title: 't', type_id: 1, description: 'Mai\n0912345678\nHàng bị vỡ' }, 'x'),
    ).toMatchObject({ name: 'Mai', phone: '0912345678' })
    expect(partsOf({ title: 't', type_id: 1, description: 'Chỉ một dòng' }, 'Hoa')).toMatchObject({
      name: 'Hoa',
      phone: '',
    })
  })

  test('a customer sees their tickets only; another’s is not found', async () => {
    const mine = await ticketOf(binh)
    const list = (await binh.inject({ url: '/api/supports' })).json()
    expect(list.data.map((ticket: { id: number }) => ticket.id)).toEqual([mine.id])
    expect((await an.inject({ url: `/api/supports/${mine.id}` })).statusCode).toBe(404)
    expect(
      (
        await an.inject({
          method: 'POST',
          url: `/api/supports/${mine.id}/messages`,
          payload: { body: 'chen vào' },
        })
      ).statusCode,
    ).toBe(404)
    expect((await binh.inject({ url: `/api/supports/${mine.id}` })).json().data.messages).toEqual(
      [],
    )
  })
})

describe('pictures', () => {
  test('a JPEG is re-encoded without its metadata, served to its customer and staff only', async () => {
    const ticket = await ticketOf(an)
    const res = await upload(an, {
      support_id: String(ticket.id),
      attachment_file: blob(await jpeg()),
    })
    expect(res.statusCode, res.body).toBe(201)
    const attachment = res.json().data
    expect(attachment).toMatchObject({ content_type: 'image/jpeg', width: 64, height: 48 })

    const served = await an.inject({ url: attachment.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toContain('private')
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined()
    expect(served.rawPayload.includes('GPS')).toBe(false)

    expect((await binh.inject({ url: attachment.url })).statusCode).toBe(404)
    expect((await t.app.inject({ url: attachment.url })).statusCode).toBe(401)
    expect((await staff.inject({ url: attachment.url })).statusCode).toBe(200)
    const detail = (await an.inject({ url: `/api/supports/${ticket.id}` })).json().data
    expect(detail.attachments.map((a: { id: number }) => a.id)).toEqual([attachment.id])
  })

  test('attacks: a renamed text file, a GIF, too many bytes, too many pixels, another’s ticket', async () => {
    const ticket = await ticketOf(an)
    const support_id = String(ticket.id)
    const renamed = await upload(an, {
      support_id,
      attachment_file: blob(Buffer.from('<html><script>alert(1)</script></html>')),
    })
    expect(renamed.statusCode).toBe(422)
    expect(renamed.json().errors.attachment_file).toEqual([
      'Only JPEG, PNG or WebP images are accepted',
    ])

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect((await upload(an, { support_id, attachment_file: blob(gif) })).statusCode).toBe(422)

    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(an, { support_id, attachment_file: blob(big) })
    expect(tooBig.statusCode).toBe(422)
    expect(Object.keys(tooBig.json().errors)).toEqual(['attachment_file'])

    const huge = Buffer.alloc(7 * 1024 * 1024)
    expect((await upload(an, { support_id, attachment_file: blob(huge) })).statusCode).toBe(413)

    // A PNG whose header declares 50,000 × 50,000 pixels: refused before it is decoded.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    bomb.writeUInt32BE(50_000, 16)
    bomb.writeUInt32BE(50_000, 20)
    const bombed = await upload(an, { support_id, attachment_file: blob(bomb, 'image/png') })
    expect(bombed.statusCode).toBe(422)

    const others = await ticketOf(binh)
    const foreign = await upload(an, {
      support_id: String(others.id),
      attachment_file: blob(await jpeg()),
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors.support_id).toBeDefined()
    expect(
      (await upload(an, { support_id: 'abc', attachment_file: blob(await jpeg()) })).statusCode,
    ).toBe(422)
    expect((await upload(an, { support_id })).json().errors.attachment_file).toBeDefined()

    const detail = (await an.inject({ url: `/api/supports/${ticket.id}` })).json().data
    expect(detail.attachments).toEqual([])
  })

  test('a polyglot (a JPEG with a script and a ZIP after it) keeps only its picture', async () => {
    const ticket = await ticketOf(an)
    const polyglot = Buffer.concat([
      await jpeg(),
      Buffer.from('<script>alert(document.cookie)</script>'),
      Buffer.from('PK\u0003\u0004zip'),
    ])
    const res = await upload(an, { support_id: String(ticket.id), attachment_file: blob(polyglot) })
    expect(res.statusCode, res.body).toBe(201)
    const served = await an.inject({ url: res.json().data.url })
    expect(served.rawPayload.includes('<script>')).toBe(false)
    expect(served.rawPayload.includes('PK\u0003\u0004')).toBe(false)
  })

  test('at most 10 pictures a ticket, even sent together', async () => {
    const ticket = await ticketOf(binh)
    const picture = await jpeg(8, 8)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        upload(binh, { support_id: String(ticket.id), attachment_file: blob(picture) }),
      ),
    )
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes.filter((code) => code === 201)).toHaveLength(10)
    expect(codes.filter((code) => code === 409)).toHaveLength(2)
  })
})

describe('answers', () => {
  test('staff answer: the customer sees it, is notified and mailed in the ticket’s language; a reply reopens it', async () => {
    const res = await open(
      an,
      { name: 'An', phone: '0912345678', description: 'Khi nào hàng về?' },
      'vi',
    )
    const ticket = res.json().data
    expect((await an.inject({ url: '/api/staff/supports' })).statusCode).toBe(403)
    const desk = (await staff.inject({ url: '/api/staff/supports?filter[status]=open' })).json()
    expect(desk.data.map((row: { id: number }) => row.id)).toContain(ticket.id)
    const row = desk.data.find((r: { id: number }) => r.id === ticket.id)
    expect(row.customer).toMatchObject({ uid: an.uid, id: an.id })
    expect(row.email).toBe(an.email)

    const after = t.mail.length
    const answer = await staff.inject({
      method: 'POST',
      url: `/api/staff/supports/${ticket.id}/messages`,
      payload: { body: 'Hàng về kho Hà Nội ngày 2/12.' },
    })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json().data.status).toBe('answered')
    const mail = await mailTo(t.mail, an.email, { after })
    expect(mail.subject).toContain('Kaimono đã trả lời')
    expect(mail.text).toContain(`/customer/support/${ticket.id}`)
    // Issue 22: the way to stop mail for support replies, and it works.
    const token = new URL(linkIn(mail.text, '/unsubscribe?token=')).searchParams.get('token')
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/notification-preferences/unsubscribe',
      payload: { token },
    })
    expect([stopped.statusCode, stopped.json().data.kind]).toEqual([200, 'support'])

    const seen = (await an.inject({ url: `/api/supports/${ticket.id}` })).json().data
    expect(seen.status).toBe('answered')
    expect(seen.messages).toMatchObject([
      { from_staff: true, author_name: 'Kaimono', body: 'Hàng về kho Hà Nội ngày 2/12.' },
    ])
    const bell = (await an.inject({ url: '/api/notifications' })).json()
    expect(bell.data[0].content.support).toEqual({ ticket_id: ticket.id, title: ticket.title })

    const again = await an.inject({
      method: 'POST',
      url: `/api/supports/${ticket.id}/messages`,
      payload: { body: 'Cảm ơn!' },
    })
    expect(again.statusCode).toBe(201)
    expect(again.json().data.status).toBe('open')
    const empty = await an.inject({
      method: 'POST',
      url: `/api/supports/${ticket.id}/messages`,
      payload: { body: '' },
    })
    expect(empty.statusCode).toBe(422)
  })
})

describe('the contact form', () => {
  const contact = (payload: Record<string, unknown>, remoteAddress = newClientAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload,
      remoteAddress,
      headers: { origin: ORIGIN, 'accept-language': 'en' },
    })
  const good = {
    name: 'Phạm Hoa',
    phone: '0987654321',
    title: 'Hợp tác',
    email: 'hoa@example.com',
    content: 'Tôi muốn hợp tác.',
  }

  test('each field is checked; a good one opens a ticket and mails staff', async () => {
    const bad = await contact({ name: '', phone: '1', title: '', email: 'x', content: '' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'content',
      'email',
      'name',
      'phone',
      'title',
    ])
    const after = t.mail.length
    const res = await contact(good)
    expect(res.statusCode, res.body).toBe(201)
    const mail = await mailTo(t.mail, 'support@kaimono.vn', { after, matching: 'hoa@example.com' })
    expect(mail.subject).toContain(`#${res.json().data.id}`)
    const desk = (await staff.inject({ url: '/api/staff/supports?filter[source]=contact' })).json()
    expect(
      desk.data.some((row: { id: number; email: string }) => row.id === res.json().data.id),
    ).toBe(true)
  })

  test('five a ten minutes per address, then a 429', async () => {
    const address = newClientAddress()
    for (let i = 0; i < 5; i += 1) expect((await contact(good, address)).statusCode).toBe(201)
    expect((await contact(good, address)).statusCode).toBe(429)
  })
})

describe('retention', () => {
  test('closed tickets older than two years go with their pictures; the rest stay', async () => {
    const storage = localStorage(`${t.dataDir}/uploads`)
    const old = await ticketOf(binh)
    const recent = await ticketOf(binh)
    const picture = await upload(binh, {
      support_id: String(old.id),
      attachment_file: blob(await jpeg(8, 8)),
    })
    expect(picture.statusCode).toBe(201)
    const [file] = await t.database.db
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, old.id))
    expect(await storage.get(file?.key ?? '')).not.toBeNull()
    const longAgo = new Date(Date.now() - TICKETS_KEPT_MS - 60_000)
    await t.database.db
      .update(supportTickets)
      .set({ status: 'closed', updatedAt: longAgo })
      .where(eq(supportTickets.id, old.id))
    // Old but still open: kept until someone closes it.
    await t.database.db
      .update(supportTickets)
      .set({ updatedAt: longAgo })
      .where(eq(supportTickets.id, recent.id))

    const warnings: unknown[] = []
    expect(
      await forgetOldTickets(t.database.db, storage, Date.now(), (d) => warnings.push(d)),
    ).toBe(1)
    expect((await binh.inject({ url: `/api/supports/${old.id}` })).statusCode).toBe(404)
    expect((await binh.inject({ url: `/api/supports/${recent.id}` })).statusCode).toBe(200)
    expect(await storage.get(file?.key ?? '')).toBeNull()
    expect(warnings).toEqual([])
  })
})
