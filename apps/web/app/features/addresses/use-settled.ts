import { useEffect, useRef } from 'react'

/** Calls `onSettled` once for each new answer a fetcher receives (not on re-renders). */
export function useSettled<T>(data: T | undefined, onSettled: (data: T) => void) {
  const seen = useRef(data)
  const latest = useRef(onSettled)
  useEffect(() => {
    latest.current = onSettled
  })
  useEffect(() => {
    if (data === undefined || data === seen.current) return
    seen.current = data
    latest.current(data)
  }, [data])
}
