import { existsSync } from 'node:fs'
import { PRODUCT_PNG_SIZE } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { useTestApp } from '../../../../test/app.ts'
import { fontsDrawJapanese } from './pictures.ts'

const t = useTestApp()
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const firstProducts = async () => {
  const res = await get('/api/products?per_page=2')
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { id: number }[]
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from the IHDR chunk, which a PNG must have first. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

test('a picture is also a PNG, for link previews that take no SVG', async () => {
  const [a] = await firstProducts()
  const res = await get(`/media/products/${a?.id}/1.png`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/png')
  expect(pngSize(res.rawPayload)).toEqual({ width: PRODUCT_PNG_SIZE, height: PRODUCT_PNG_SIZE })
  expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
  expect(res.headers.etag).toMatch(/^"png-[\w-]{22}"$/)
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
})

test('different products and pictures give different PNGs; one picture always the same', async () => {
  const [a, b] = await firstProducts()
  const png = async (url: string) => (await get(url)).rawPayload
  const first = await png(`/media/products/${a?.id}/1.png`)
  expect(await png(`/media/products/${a?.id}/1.png`)).toEqual(first)
  expect(await png(`/media/products/${b?.id}/1.png`)).not.toEqual(first)
  expect(await png(`/media/products/${a?.id}/2.png`)).not.toEqual(first)
})

test('a burst of requests for one picture all get it', async () => {
  const [, b] = await firstProducts()
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => get(`/media/products/${b?.id}/3.png`)),
  )
  const [first] = answers
  for (const res of answers) {
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload).toEqual(first?.rawPayload)
  }
})

test('an unknown product or picture is answered as for the SVG', async () => {
  const [a] = await firstProducts()
  for (const path of ['99999999/1', `${a?.id}/9`, `${a?.id}/0`, '0/1']) {
    const svg = await get(`/media/products/${path}.svg`)
    const png = await get(`/media/products/${path}.png`)
    expect(png.statusCode, path).toBe(svg.statusCode)
    expect(png.json(), path).toEqual(svg.json())
  }
  expect((await get('/media/products/99999999/1.png')).statusCode).toBe(404)
  expect((await get(`/media/products/${a?.id}/9.png`)).statusCode).toBe(404)
  expect((await get(`/media/products/${a?.id}/1.jpg`)).statusCode).toBe(400)
})

test('a revalidation by ETag is a 304 with no body, in either format', async () => {
  const [a] = await firstProducts()
  for (const format of ['svg', 'png']) {
    const url = `/media/products/${a?.id}/1.${format}`
    const { etag } = (await get(url)).headers
    expect(etag).toMatch(new RegExp(`^"${format}-`))
    const again = await get(url, { 'if-none-match': `W/"other", ${etag}` })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)
  }
})

test('Japanese is drawn only where a font has it, never as missing-glyph boxes', async () => {
  expect(await fontsDrawJapanese({ loadSystemFonts: false })).toBe(false)
  const latinOnly = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
  if (existsSync(latinOnly)) {
    expect(await fontsDrawJapanese({ loadSystemFonts: false, fontFiles: [latinOnly] })).toBe(false)
  }
  const japanese = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf'
  if (existsSync(japanese)) {
    expect(await fontsDrawJapanese({ loadSystemFonts: false, fontFiles: [japanese] })).toBe(true)
  }
})
