import { useCallback, useEffect, useState } from 'react'
import { timeLeft } from './item-view.ts'

/**
 * §4 the seconds an auction has left, counted down every second from what the server said (the
 * reader's clock may be wrong; how long the page has been open is not). `resync` takes the
 * seconds left the server gives later (a tab that slept: its timers stopped), and counts from
 * there.
 */
export function useCountdown(endTime: number, now: number) {
  const [base, setBase] = useState(() => ({ now, opened: 0 }))
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setElapsed(performance.now() / 1000), 1000)
    setElapsed(performance.now() / 1000)
    setBase((was) => (was.opened === 0 ? { ...was, opened: performance.now() / 1000 } : was))
    return () => clearInterval(timer)
  }, [])
  const resync = useCallback(
    (secondsLeft: number) => {
      const opened = performance.now() / 1000
      setBase({ now: endTime - secondsLeft, opened })
      setElapsed(opened)
    },
    [endTime],
  )
  const since = base.opened === 0 ? 0 : Math.max(0, elapsed - base.opened)
  const at = base.now + since
  // `seconds`: the whole seconds left, for a clock that shows each one (Ecoring's lot page).
  return { left: timeLeft(endTime, at), seconds: Math.max(0, Math.floor(endTime - at)), resync }
}
