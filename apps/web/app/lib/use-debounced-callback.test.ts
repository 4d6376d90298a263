import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useDebouncedCallback } from './use-debounced-callback.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('runs once, 300 ms after the last of several quick calls, with its arguments', () => {
  const callback = vi.fn()
  const { result } = renderHook(() => useDebouncedCallback(callback, 300))
  result.current('first')
  vi.advanceTimersByTime(200)
  result.current('second')
  vi.advanceTimersByTime(299)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(callback).toHaveBeenCalledTimes(1)
  expect(callback).toHaveBeenCalledWith('second')
})

test('calls far enough apart each run', () => {
  const callback = vi.fn()
  const { result } = renderHook(() => useDebouncedCallback(callback, 300))
  result.current(1)
  vi.advanceTimersByTime(300)
  result.current(2)
  vi.advanceTimersByTime(300)
  expect(callback.mock.calls).toEqual([[1], [2]])
})

test('uses the latest callback and runs nothing after unmount', () => {
  const first = vi.fn()
  const second = vi.fn()
  const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 300), {
    initialProps: { fn: first },
  })
  result.current()
  rerender({ fn: second })
  vi.advanceTimersByTime(300)
  expect(first).not.toHaveBeenCalled()
  expect(second).toHaveBeenCalledTimes(1)

  result.current()
  unmount()
  vi.advanceTimersByTime(300)
  expect(second).toHaveBeenCalledTimes(1)
})
