import { afterEach, vi } from 'vitest'

// STYLE: an unexpected error log fails the test that caused it.
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  const logged = errors.splice(0)
  if (logged.length > 0) throw new Error(`console.error was called: ${JSON.stringify(logged[0])}`)
})
