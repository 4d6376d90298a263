import { expect, test } from 'vitest'
import { Turns } from './turns.ts'

/** A task that runs until `finish` is called, noting when it starts. */
function task(started: string[], name: string) {
  const done = Promise.withResolvers<string>()
  return {
    run: () => {
      started.push(name)
      return done.promise
    },
    finish: () => done.resolve(name),
    fail: () => done.reject(new Error(name)),
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

test('at most `limit` tasks under way; the others start in the order they came, as turns free', async () => {
  const turns = new Turns(2)
  const started: string[] = []
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(started, name))
  if (!a || !b || !c || !d) throw new Error('four tasks')
  // Settled as they end: a's failure is its caller's, handled here.
  const outcomes = Promise.allSettled([a, b, c, d].map((t) => turns.run(t.run)))
  await settle()
  expect(started).toEqual(['a', 'b'])
  expect(turns.load).toEqual({ running: 2, waiting: 2 })
  b.finish()
  await settle()
  expect(started).toEqual(['a', 'b', 'c'])
  // A failure frees its turn too, and reaches its caller only.
  a.fail()
  await settle()
  expect(started).toEqual(['a', 'b', 'c', 'd'])
  c.finish()
  d.finish()
  expect((await outcomes).map((o) => o.status)).toEqual([
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ])
  expect(turns.load).toEqual({ running: 0, waiting: 0 })
})
