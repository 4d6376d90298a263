import type { Lang } from '@kaimono/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Customer, createCustomer, ORIGIN } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { products } from '../catalog/schema.ts'
import type { TranslateProvider } from '../translate/service.ts'

// A provider that marks what it translated, and fails for English readers: what a real
// machine-translation service does on a bad day.
const calls: { from: string; to: Lang; texts: string[] }[] = []
const translator: TranslateProvider = {
  name: 'test',
  async translate(texts, from, to) {
    calls.push({ from, to, texts })
    if (to === 'en') throw new Error('service down')
    return texts.map((text) => `[${from}→${to}] ${text}`)
  },
}

const t = useTestApp(undefined, {}, { translator })

let mai: Customer
let hoa: Customer
let productId: number
beforeAll(async () => {
  ;[mai, hoa] = await Promise.all([
    createCustomer(t, { name: 'Mai' }),
    createCustomer(t, { name: 'Hoa' }),
  ])
  const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1)
  productId = product?.id ?? 0
})

const post = (who: Customer, payload: Record<string, unknown>, lang = 'vi') =>
  who.inject({
    method: 'POST',
    url: '/api/product-reviews',
    payload,
    headers: { 'accept-language': lang },
  })
const product = async () => {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, productId))
  return { star: Number(row?.star), reviews: row?.reviewsCount }
}

describe('writing reviews', () => {
  test('star defaults to 5; the product’s star and count follow', async () => {
    const res = await post(mai, { product_id: productId, comment: 'Dùng rất thích, da mềm hẳn' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({
      product_id: productId,
      star: 5,
      comment: 'Dùng rất thích, da mềm hẳn',
      lang: 'vi',
      username: 'Mai',
      reviewer: { name: 'Mai' },
    })
    expect(await product()).toEqual({ star: 5, reviews: 1 })
    const second = await post(
      hoa,
      { product_id: productId, star: 2, comment: 'まあまあです' },
      'ja',
    )
    expect(second.statusCode).toBe(201)
    expect(await product()).toEqual({ star: 3.5, reviews: 2 })
  })

  test('a second review by the same customer replaces the first', async () => {
    const res = await post(mai, { product_id: productId, star: 4, comment: 'Sau 1 tháng: vẫn tốt' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.comment).toBe('Sau 1 tháng: vẫn tốt')
    expect(await product()).toEqual({ star: 3, reviews: 2 })
  })

  test('bad input is a 422 per field and changes nothing', async () => {
    const before = await product()
    const res = await post(mai, { product_id: productId, star: 6, comment: '  ' }, 'en')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      star: ['Please give 1 to 5 stars'],
      comment: ['This field is required'],
    })
    const unknown = await post(mai, { product_id: 99999999, comment: 'x' }, 'en')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ product_id: ['Not found'] })
    expect((await post(mai, { comment: 'x' }, 'en')).statusCode).toBe(422)
    // Issue 14: a NUL in the comment was a 500; line breaks are a comment's own.
    const nul = await post(mai, { product_id: productId, comment: 'Tốt\u0000' }, 'en')
    expect(nul.statusCode).toBe(422)
    expect(nul.json().errors).toEqual({
      comment: ['This contains control characters that are not allowed'],
    })
    const huge = await post(mai, { product_id: 2 ** 31, comment: 'x' }, 'en')
    expect(Object.keys(huge.json().errors)).toEqual(['product_id'])
    expect(await product()).toEqual(before)
  })

  test('without a session a review is a 401; with a bearer token it works', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      payload: { product_id: productId, comment: 'x' },
      headers: { origin: ORIGIN },
    })
    expect(anonymous.statusCode).toBe(401)
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      payload: { product_id: productId, star: 3, comment: 'Ổn' },
      headers: { authorization: `Bearer ${hoa.token}` },
    })
    expect(bearer.statusCode).toBe(200)
  })

  test('reviews arriving together all count', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => createCustomer(t)))
    const [other] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.reviewsCount, 0))
      .limit(1)
    const results = await Promise.all(
      people.map((who, i) => post(who, { product_id: other?.id, star: i + 1, comment: `#${i}` })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, other?.id ?? 0))
    expect(row?.reviewsCount).toBe(4)
    expect(Number(row?.star)).toBe(2.5)
  })
})

test('a review shows in the product’s star at once, though the catalogue caches answers', async () => {
  const [fresh] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.reviewsCount, 0))
    .limit(1)
  const url = `/api/products/${fresh?.id}`
  expect((await t.app.inject({ url })).json().data).toMatchObject({ star: 0, reviews_count: 0 })
  await post(mai, { product_id: fresh?.id, star: 4, comment: 'Tốt' })
  expect((await t.app.inject({ url })).json().data).toMatchObject({ star: 4, reviews_count: 1 })
})

describe('reading reviews', () => {
  test('anyone reads them, newest first, comments translated into the reader’s language', async () => {
    calls.length = 0
    const res = await t.app.inject({
      url: `/api/product-reviews?filter[product_id]=${productId}&include=reviewer`,
      headers: { 'accept-language': 'ja' },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBe(2)
    const [latest, older] = body.data
    expect(latest).toMatchObject({
      original_comment: 'Ổn',
      comment: '[vi→ja] Ổn',
      translated: true,
      reviewer: { name: 'Hoa' },
    })
    // Written in Japanese: shown as written to a Japanese reader, with no call.
    expect(older).toBeDefined()
    expect(calls).toEqual([{ from: 'vi', to: 'ja', texts: ['Ổn', 'Sau 1 tháng: vẫn tốt'] }])
  })

  test('when translation fails the original text is shown (§8)', async () => {
    const res = await t.app.inject({
      url: `/api/product-reviews?filter[product_id]=${productId}`,
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    for (const review of res.json().data) {
      expect(review.comment).toBe(review.original_comment)
      expect(review.translated).toBe(false)
      expect(review).not.toHaveProperty('reviewer')
    }
  })

  test('bad parameters are a 400', async () => {
    for (const url of [
      '/api/product-reviews?filter[product_id]=abc',
      '/api/product-reviews?include=email',
      '/api/product-reviews?filter[user_id]=1',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(400)
    }
  })
})
