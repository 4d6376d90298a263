import { expect, test } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

test('an unreachable or closing database, however wrapped', () => {
  for (const error of [
    coded('ECONNREFUSED'),
    coded('57P01', 'terminating connection due to administrator command'),
    coded('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('PGlite is closed'),
    new Error('Failed query: select 1', { cause: coded('ECONNRESET') }),
    new AggregateError([coded('ECONNREFUSED')]),
  ]) {
    expect([String(error), isDatabaseUnavailable(error)]).toEqual([String(error), true])
  }
})

test('a wrong query or anything else is not an outage', () => {
  for (const error of [
    coded('42P01', 'relation "verifications" does not exist'),
    coded('23505', 'duplicate key value'),
    new Error('boom'),
    'a string',
    null,
  ]) {
    expect(isDatabaseUnavailable(error)).toBe(false)
  }
})
