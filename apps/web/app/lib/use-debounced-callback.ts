import { useCallback, useEffect, useRef } from 'react'

/**
 * `callback` runs `ms` after the last call, with that call's arguments (§9 debounces: search
 * 500 ms, cart quantity 400 ms, address creation 300 ms). Nothing runs after unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  ms: number,
): (...args: Args) => void {
  const latest = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), ms)
    },
    [ms],
  )
}
