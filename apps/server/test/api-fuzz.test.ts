import { createHash } from 'node:crypto'
import { CONTROL_CHARACTERS_MESSAGE } from '@kaimono/contracts'
import fc from 'fast-check'
import { beforeAll, expect, test } from 'vitest'
import { useTestApp } from './app.ts'
import { AUTH_ENDPOINTS } from './fuzz/auth-endpoints.ts'
import { type FuzzWorld, makeWorld, restoreCallers } from './fuzz/fixtures.ts'
import { jsonText } from './fuzz/hostile.ts'
import { leafPaths, validBody, valueAt, withValueAt } from './fuzz/probes.ts'
import {
  type Endpoint,
  endpointKey,
  endpointsOf,
  type FuzzRequest,
  identityOf,
  requestArbitrary,
} from './fuzz/requests.ts'
import { type Answer, reproduction, send } from './fuzz/send.ts'

/*
 * Issue 14: no request, however hostile, gets a 5xx. Every endpoint the app registers is fuzzed
 * (a new one is found by the onRoute hook), with requests made from its zod schemas, as an
 * anonymous caller, a customer (cookie or bearer token) and a staff member. The seed is fixed:
 * a failure prints the request that reproduces it. For a soak: FUZZ_RUNS=500 FUZZ_SEED=7.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16)
const SEED = Number(process.env.FUZZ_SEED ?? 14)

const routes: Endpoint[] = []
const t = useTestApp(undefined, {}, { onRoute: (route) => void routes.push(...endpointsOf(route)) })

/** The app's endpoints, Better Auth's catch-all replaced by the paths the product uses. */
const endpoints = () => [
  ...routes.filter((endpoint) => !endpoint.url.startsWith('/api/auth/')),
  ...AUTH_ENDPOINTS,
]
/** One endpoint per body schema (both create-retail-order paths share one). */
const bodySchemas = () => [
  ...new Map(routes.flatMap((e) => (e.schema.body ? [[e.schema.body, e] as const] : []))).values(),
]

/** HEAD answers as GET does, and catch-alls answer 404: a quarter of the requests does them. */
const runsFor = (endpoint: Endpoint) =>
  endpoint.method === 'HEAD' || endpoint.url.endsWith('*') ? Math.ceil(RUNS / 4) : RUNS

/** Each endpoint its own seed: adding an endpoint changes no other endpoint's requests. */
const seedOf = (endpoint: Endpoint) =>
  SEED ^ createHash('sha256').update(endpointKey(endpoint)).digest().readInt32LE(0)

let world: FuzzWorld
beforeAll(async () => {
  world = await makeWorld(t)
})

/** Sends one request; a 5xx is returned as a failure. */
async function check(request: FuzzRequest): Promise<Answer | null> {
  const answer = await send(t.app, request)
  return answer.status >= 500 ? answer : null
}

test('every text a request body takes refuses control characters, every row id a number past int4', () => {
  const accepted: string[] = []
  for (const endpoint of bodySchemas()) {
    const schema = endpoint.schema.body
    const body = schema && validBody(schema, world.hints, seedOf(endpoint))
    if (!schema || body === undefined) {
      accepted.push(`${endpointKey(endpoint)}: no valid body to start from (add a hint)`)
      continue
    }
    for (const path of leafPaths(body)) {
      const value = valueAt(body, path)
      const where = `${endpointKey(endpoint)} ${path.join('.')}`
      if (typeof value === 'string') {
        const result = schema.safeParse(withValueAt(body, path, `${value}\u0000\u001b`))
        const refusal = result.error?.issues.find((i) => i.path.join('.') === path.join('.'))
        // Free text says why; a code or a choice (an enum, a pattern) is refused as it is.
        const freeText = schema.safeParse(withValueAt(body, path, 'Hà Nội')).success
        if (!refusal || (freeText && refusal.message !== CONTROL_CHARACTERS_MESSAGE)) {
          accepted.push(`${where}: a NUL`)
        }
      }
      const key = String(path.findLast((part) => typeof part === 'string'))
      const isId = key === 'id' || key === 'ids' || key.endsWith('_id')
      // A field that also takes text is a key in its shop (a market item's id), not a row id.
      const isKey = schema.safeParse(withValueAt(body, path, 'X-1')).success
      if (typeof value === 'number' && isId && !isKey) {
        if (schema.safeParse(withValueAt(body, path, 2 ** 31)).success) {
          accepted.push(`${where}: 2^31`)
        }
      }
    }
  }
  expect(accepted).toEqual([])
})

test('one bad value in an otherwise valid body gets no 5xx', { timeout: 120_000 }, async () => {
  const failures: string[] = []
  let sent = 0
  const bodies = [...bodySchemas(), ...AUTH_ENDPOINTS.filter((e) => e.schema.body)]
  for (const endpoint of bodies) {
    await restoreCallers(t, world)
    const schema = endpoint.schema.body
    const body = schema && validBody(schema, world.hints, seedOf(endpoint))
    if (body === undefined) continue
    const who = endpoint.url.includes('/staff/') ? 'staff' : 'customer'
    const url = endpoint.url.replace(/\/:(\w+)/g, (_, __, at: number) => {
      const collection = endpoint.url.slice(0, at).split('/').at(-1) ?? ''
      return `/${world.pathIds[collection] ?? '1'}`
    })
    for (const path of leafPaths(body)) {
      for (const bad of ['a\u0000b', null, 2 ** 31, {}]) {
        const request: FuzzRequest = {
          who,
          method: endpoint.method,
          url,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `fuzz-probe-${++sent}`,
            ...identityOf(who, world),
          },
          body: jsonText(withValueAt(body, path, bad)),
          remoteAddress: `198.19.${(sent >> 8) & 255}.${sent & 255}`,
        }
        const answer = await check(request)
        if (answer) failures.push(reproduction(request, answer))
      }
    }
  }
  expect(failures, `5xx answers:\n${failures.join('\n\n')}`).toEqual([])
})

test('no request to any endpoint gets a 5xx', {
  timeout: Math.max(120_000, RUNS * 10_000),
}, async () => {
  const failures: string[] = []
  for (const endpoint of endpoints()) {
    await restoreCallers(t, world)
    let failed: string | undefined
    const run = await fc.check(
      fc.asyncProperty(requestArbitrary(endpoint, world), async (request) => {
        const answer = await check(request)
        if (answer) failed = reproduction(request, answer)
        return !answer
      }),
      { numRuns: runsFor(endpoint), seed: seedOf(endpoint) },
    )
    // After shrinking, the last failure seen is the smallest request that still fails.
    if (run.failed) failures.push(failed ?? `${endpointKey(endpoint)}: ${run.errorInstance}`)
  }
  expect(failures, `5xx answers:\n${failures.join('\n\n')}`).toEqual([])
})

test('the fuzz found every endpoint, and the auth paths the product uses', () => {
  const keys = endpoints().map(endpointKey)
  expect(keys).toEqual(
    expect.arrayContaining([
      'PUT /api/users/:id',
      'GET /api/products',
      'POST /market/ikom-order/create-retail-order-v2',
      'POST /api/auth/update-user',
    ]),
  )
  expect(keys.length).toBeGreaterThan(60)
})
