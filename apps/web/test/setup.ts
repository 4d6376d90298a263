import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => cleanup())

// STYLE: an unexpected error log fails the test that caused it.
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})
afterEach(() => {
  const logged = errors.splice(0)
  if (logged.length > 0) throw new Error(`console.error was called: ${String(logged[0]?.[0])}`)
})
