import { expect, test } from 'vitest'
import { noteAuthLog, observeAuth } from './auth-faults.ts'

const terminated = () =>
  new Error('Failed query: select …', {
    cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
  })

test('a request during which Better Auth logged the database away is told so', async () => {
  const [answer, faults] = await observeAuth(async () => {
    noteAuthLog([{ where: [] }, terminated()])
    return 500
  })
  expect(answer).toBe(500)
  expect(faults.databaseUnavailable).toBe(true)
})

test('other log lines, and other requests at the same time, are not', async () => {
  const [[, quiet], [, away]] = await Promise.all([
    observeAuth(async () => {
      noteAuthLog([new Error('relation "users" does not exist')])
      await new Promise((resolve) => setImmediate(resolve))
    }),
    observeAuth(async () => {
      await new Promise((resolve) => setImmediate(resolve))
      noteAuthLog([terminated()])
    }),
  ])
  expect(quiet.databaseUnavailable).toBe(false)
  expect(away.databaseUnavailable).toBe(true)
  // Outside any request it is a no-op.
  expect(() => noteAuthLog([terminated()])).not.toThrow()
})
