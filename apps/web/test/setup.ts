import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => cleanup())

// findBy… and waitFor wait for what the page does, not for a time: on a busy 2-core machine a
// lazy component can take seconds to render, and the default second made such tests fail.
configure({ asyncUtilTimeout: 15_000 })

// STYLE: an unexpected error log fails the test that caused it.
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  const logged = errors.splice(0)
  if (logged.length > 0) throw new Error(`console.error was called: ${String(logged[0]?.[0])}`)
})
