import { expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'

const t = useTestApp()

test('the OpenAPI 3.1 document is generated from the route schemas', async () => {
  const res = await t.app.inject('/api/docs/openapi.json')
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toBe('3.1.0')
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/healthz',
      '/readyz',
      '/api/currencies',
      '/api/order/statuses',
      '/api/shipment-methods',
    ]),
  )
  const params = doc.paths['/api/order/statuses'].get.parameters.map(
    (p: { name: string }) => p.name,
  )
  expect(params).toEqual(expect.arrayContaining(['page', 'per_page']))
  const item = doc.paths['/api/currencies'].get.responses['200'].content['application/json'].schema
  expect(JSON.stringify(item)).toContain('current_page')
})

test('the document is browsable at /api/docs', async () => {
  const res = await t.app.inject('/api/docs/')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
  expect(res.body).toContain('swagger')
})
