import { LANGS } from '@kaimono/contracts'
import { beforeAll, describe, expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { createLoadContext } from '#app/lib/context.ts'
import { checkSupportForm, createTicketAction, replyAction } from './support-action.server.ts'

beforeAll(() => {
  for (const lang of LANGS) createI18n(lang, allMessages[lang])
})

type Answer = { status: number; body: unknown }

/** A page request whose in-process API gives `answer` to every call, and records the calls. */
function page(answer: Answer) {
  const calls: { path: string; body: unknown }[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path, init) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null })
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    },
    brand: 'Kaimono',
    publicUrl: 'https://kaimono.example',
    user: null,
    member: false,
    providers: [],
  })
  return { context, calls }
}

const post = (fields: Record<string, string>, lang = 'en') =>
  new Request('https://kaimono.example/customer/support', {
    method: 'POST',
    headers: { cookie: `lang=${lang}` },
    body: new URLSearchParams(fields),
  })

const filled = { name: 'Trần An', phone: '091 234 5678', content: 'Đơn OS000042\nchưa về' }

describe('the support form’s check (§5: name, phone and content required)', () => {
  test('names each empty or wrong field by the contracts’ message keys', () => {
    expect(checkSupportForm({ name: ' ', phone: '12', content: '' })).toEqual({
      ok: false,
      errors: {
        name: ['validation.required'],
        phone: ['validation.phone'],
        content: ['validation.description'],
      },
    })
  })

  test('passes a filled form, the phone number without its spaces', () => {
    expect(checkSupportForm(filled)).toEqual({
      ok: true,
      data: { name: 'Trần An', phone: '0912345678', content: 'Đơn OS000042\nchưa về' },
    })
  })
})

describe('sending the support form', () => {
  test('an incomplete form is answered in the page’s language and reaches no API', async () => {
    const { context, calls } = page({ status: 201, body: {} })
    const result = await createTicketAction(post({ ...filled, content: ' ' }, 'vi'), context)
    expect(result).toMatchObject({
      ok: false,
      errors: { content: ['Vui lòng nhập mô tả vấn đề của bạn'] },
      values: { content: ' ' },
    })
    expect(calls).toEqual([])
  })

  test('opens a ticket titled by its content, with the name and phone apart', async () => {
    const { context, calls } = page({ status: 201, body: { data: { id: 7 } } })
    expect(await createTicketAction(post(filled), context)).toEqual({ ok: true, ticketId: 7 })
    expect(calls).toEqual([
      {
        path: '/api/supports',
        body: {
          title: 'Đơn OS000042 chưa về',
          name: 'Trần An',
          phone: '0912345678',
          description: 'Đơn OS000042\nchưa về',
        },
      },
    ])
  })

  test('the API’s refusal of the description shows under the content', async () => {
    const { context } = page({
      status: 422,
      body: { message: 'The data is invalid', errors: { description: ['Too long'] } },
    })
    expect(await createTicketAction(post(filled), context)).toMatchObject({
      ok: false,
      message: 'Your request was not sent: please check the fields below.',
      errors: { content: ['Too long'] },
      values: filled,
    })
  })
})

describe('a reply', () => {
  test('names the customer’s newest message, which a picture is attached to', async () => {
    const message = (id: number, from_staff: boolean) => ({
      id,
      from_staff,
      author_name: from_staff ? 'Kaimono' : 'An',
      body: 'x',
      created_at: 1,
      attachments: [],
    })
    const { context, calls } = page({
      status: 201,
      body: { data: { id: 3, messages: [message(1, false), message(2, true), message(4, false)] } },
    })
    const request = post({ body: 'Cảm ơn' })
    expect(await replyAction(request, context, '3')).toEqual({
      ok: true,
      ticketId: 3,
      messageId: 4,
    })
    expect(calls).toEqual([{ path: '/api/supports/3/messages', body: { body: 'Cảm ơn' } }])
  })

  test('on another customer’s ticket is the page’s 404', async () => {
    const { context } = page({ status: 404, body: { message: 'Support request not found' } })
    await expect(replyAction(post({ body: 'x' }), context, '9')).rejects.toMatchObject({
      init: { status: 404 },
    })
  })
})
