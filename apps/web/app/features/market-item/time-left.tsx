import { useEffect, useState } from 'react'
import { timeLeft } from './item-view.ts'

/**
 * §4 the seconds an auction has left, counted down every second from what the server said when
 * it made the page (the reader's clock may be wrong; how long the page has been open is not).
 */
export function useCountdown(endTime: number, now: number) {
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    const opened = performance.now()
    const timer = setInterval(() => setElapsed((performance.now() - opened) / 1000), 1000)
    return () => clearInterval(timer)
  }, [])
  return timeLeft(endTime, now + elapsed)
}
