import { Writable } from 'node:stream'
import { pickLang } from '@kaimono/contracts'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import {
  BadRequest,
  Conflict,
  type DomainError,
  Forbidden,
  Invalid,
  NotFound,
  TooMany,
  Unauthenticated,
  Unavailable,
} from '../errors.ts'
import type { Catalogue, MessageKey } from '../i18n/messages.ts'
import { registerErrorHandling } from './errors.ts'

/** A module's catalogue, as a module's messages.ts gives it. */
const moduleMessages = {
  'errorsTest.stock': {
    vi: 'Chỉ còn {left} cái {name}',
    ja: '{name}の在庫は残り{left}個です',
    en: 'Only {left} of {name} left',
  },
} satisfies Catalogue
const stock = 'errorsTest.stock' as MessageKey

/** An app whose one route throws what the test gives it; `logged` holds its log lines. */
async function throwing(error: () => unknown) {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const app = Fastify({ logger: { level: 'error', stream } })
  app.decorateRequest('lang', 'vi')
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language'])
  })
  registerErrorHandling(app, [moduleMessages])
  app.get('/boom', async () => {
    throw error()
  })
  const answer = async (lang = 'en') => {
    const res = await app.inject({ url: '/boom', headers: { 'accept-language': lang } })
    return { status: res.statusCode, body: res.json(), headers: res.headers }
  }
  return { answer, logged: () => lines.join('') }
}

test.each<[string, () => DomainError, number, string]>([
  [
    'BadRequest',
    () => new BadRequest('invalidParameter', { param: 'sort' }),
    400,
    'Invalid value for parameter sort',
  ],
  ['Unauthenticated', () => new Unauthenticated(), 401, 'Please sign in'],
  ['Forbidden', () => new Forbidden(), 403, 'You are not allowed to do this'],
  ['NotFound', () => new NotFound(), 404, 'Not found'],
  [
    'Conflict',
    () => new Conflict(stock, { left: 2, name: 'matcha' }),
    409,
    'Only 2 of matcha left',
  ],
  ['TooMany', () => new TooMany(), 429, 'Too many requests, please try again later'],
  ['Unavailable', () => new Unavailable(), 503, 'Service temporarily unavailable'],
])('%s is a %i with its message and nothing else', async (_, error, status, message) => {
  const { answer, logged } = await throwing(error)
  expect(await answer()).toMatchObject({ status, body: { message } })
  expect(Object.keys((await answer()).body)).toEqual(['message'])
  expect(logged()).toBe('')
})

test('the message is in the request’s language, the variables filled in', async () => {
  const { answer } = await throwing(() => new Conflict(stock, { left: 3, name: 'Pocky' }))
  expect((await answer('vi')).body).toEqual({ message: 'Chỉ còn 3 cái Pocky' })
  expect((await answer('ja')).body).toEqual({ message: 'Pockyの在庫は残り3個です' })
  expect((await answer('en')).body).toEqual({ message: 'Only 3 of Pocky left' })
})

test('Invalid is a 422 with a list of messages per field, each translated', async () => {
  const { answer } = await throwing(
    () =>
      new Invalid({
        tel: ['validation.required', 'validation.phone'],
        quantity: [{ key: stock, vars: { left: 1, name: 'Kit Kat' } }],
        avatar: [{ text: 'a library’s own words' }],
      }),
  )
  expect(await answer('ja')).toMatchObject({
    status: 422,
    body: {
      message: '入力内容に誤りがあります',
      errors: {
        tel: [
          'この項目は必須です',
          '電話番号が正しくありません（例: 0912345678 または +84912345678）',
        ],
        quantity: ['Kit Katの在庫は残り1個です'],
        avatar: ['a library’s own words'],
      },
    },
  })
})

test('Invalid may name its own message for the whole', async () => {
  const { answer } = await throwing(
    () =>
      new Invalid({ quantity: [{ key: stock, vars: { left: 0, name: 'Pocky' } }] }, stock, {
        left: 0,
        name: 'Pocky',
      }),
  )
  expect((await answer()).body).toEqual({
    message: 'Only 0 of Pocky left',
    errors: { quantity: ['Only 0 of Pocky left'] },
  })
})

test('a wait given with TooMany or Unavailable is the answer’s Retry-After', async () => {
  const tooMany = await throwing(() => new TooMany(42))
  expect((await tooMany.answer()).headers['retry-after']).toBe('42')
  const away = await throwing(() => new Unavailable(5))
  expect((await away.answer()).headers['retry-after']).toBe('5')
  const plain = await throwing(() => new TooMany())
  expect((await plain.answer()).headers['retry-after']).toBeUndefined()
})

test('an unknown error is still a 500 with the generic message, and logged', async () => {
  const { answer, logged } = await throwing(() => new Error('secret detail'))
  expect(await answer('ja')).toMatchObject({
    status: 500,
    body: { message: 'エラーが発生しました。しばらくしてから再度お試しください' },
  })
  expect(logged()).toContain('"msg":"request failed"')
  expect(logged()).toContain('secret detail')
})

test('a catalogue whose key another already defines is refused', () => {
  const app = Fastify()
  const twin = { 'errorsTest.stock': { ...moduleMessages['errorsTest.stock'] } }
  expect(() => registerErrorHandling(app, [moduleMessages, twin])).toThrow(
    'the message errorsTest.stock is defined twice',
  )
})
