import { LANGS } from '@kaimono/contracts'
import { beforeAll, describe, expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { createLoadContext } from '#app/lib/context.ts'
import { selfServiceAction } from './self-service-action.server.ts'

beforeAll(() => {
  for (const lang of LANGS) createI18n(lang, allMessages[lang])
})

type Answer = { status: number; body?: unknown; headers?: Record<string, string> }

/** A page request whose in-process API gives `answer` to every call, and records the calls. */
function page(answer: Answer) {
  const calls: { path: string; method: string; body: unknown }[] = []
  const context = createLoadContext({
    nonce: 'n',
    apiFetch: async (path, init) => {
      calls.push({
        path,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      })
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers,
      })
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
  new Request('https://kaimono.example/customer/user-info', {
    method: 'POST',
    headers: { cookie: `lang=${lang}` },
    body: new URLSearchParams(fields),
  })

describe('the forms of /customer/user-info', () => {
  test('the profile goes to PUT /api/users/{id}; a refusal keeps what was typed', async () => {
    const { context, calls } = page({
      status: 422,
      body: { message: 'The given data was invalid', errors: { tel: ['Not a valid phone'] } },
    })
    const result = await selfServiceAction(
      post({ intent: 'profile', user_id: '100001', name: 'An', tel: '12' }),
      context,
    )
    expect(calls).toEqual([
      { path: '/api/users/100001', method: 'PUT', body: { name: 'An', tel: '12' } },
    ])
    expect(result).toEqual({
      form: 'profile',
      ok: false,
      message: 'Nothing was changed: please check the fields below.',
      errors: { tel: ['Not a valid phone'] },
      values: { name: 'An', tel: '12' },
    })
  })

  test('a changed password passes the new session cookie on with the answer', async () => {
    const { context, calls } = page({
      status: 204,
      headers: { 'set-cookie': 'kaimono.session_token=new; Path=/; HttpOnly' },
    })
    const result = await selfServiceAction(
      post({ intent: 'password', user_id: '7', current_password: 'a', new_password: 'b' }, 'vi'),
      context,
    )
    expect(calls[0]).toMatchObject({
      path: '/api/users/7/password',
      body: { current_password: 'a', new_password: 'b' },
    })
    const answer = result as unknown as { data: unknown; init: { headers: Headers } }
    expect(answer.data).toEqual({
      form: 'password',
      ok: true,
      notice: 'Đã đổi mật khẩu và đăng xuất các phiên đăng nhập khác của bạn.',
    })
    expect(new Headers(answer.init.headers).get('set-cookie')).toContain('kaimono.session_token')
  })

  test('a deletion without the ticked confirmation reaches no API', async () => {
    const { context, calls } = page({ status: 200, body: { data: { deleted: true } } })
    const result = await selfServiceAction(
      post({ intent: 'delete', user_id: '7', password: 'x' }, 'ja'),
      context,
    )
    expect(calls).toEqual([])
    expect(result).toMatchObject({
      form: 'delete',
      ok: false,
      errors: { confirm: ['確認のためチェックを入れてください。'] },
    })
  })

  test('a deletion signs out and goes to the sign-in page', async () => {
    const { context, calls } = page({
      status: 200,
      body: { data: { deleted: true } },
      headers: { 'set-cookie': 'kaimono.session_token=; Max-Age=0; Path=/' },
    })
    const thrown = await selfServiceAction(
      post({ intent: 'delete', user_id: '7', password: 'x', confirm: 'on' }),
      context,
    ).catch((error: unknown) => error)
    expect(calls[0]).toMatchObject({ path: '/api/users/7/deletion', body: { password: 'x' } })
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.headers.get('location')).toBe('/login?deleted=1')
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0')
  })
})
