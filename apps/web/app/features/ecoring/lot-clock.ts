import type { EcoringItem } from '@kaimono/contracts'
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { useCountdown } from '#app/features/market-item/time-left.tsx'

/** Seconds as the lot page's clock shows them: whole days apart, then hh:mm:ss. */
export function splitClock(seconds: number): { days: number; time: string } {
  const left = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const [hours, minutes, rest] = [
    Math.floor((left % 86_400) / 3_600),
    Math.floor((left % 3_600) / 60),
    left % 60,
  ]
  return { days: Math.floor(left / 86_400), time: `${two(hours)}:${two(minutes)}:${two(rest)}` }
}

/**
 * §4 the lot's clock: the seconds to its start (in preview) or to its end, counted every second
 * from what the server said. A tab that wakes reads the lot again (its timers stopped while it
 * slept, and the price may have moved), and the clock is set again from the server's time.
 */
export function useLotClock(
  item: Pick<EcoringItem, 'state' | 'start_time' | 'end_time'>,
  now: number,
) {
  const target = item.state === 'preview' ? item.start_time : item.end_time
  const { left, seconds, resync } = useCountdown(target, now)
  const { revalidate } = useRevalidator()

  useEffect(() => {
    resync(target - now)
  }, [resync, target, now])

  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') revalidate().catch(() => {})
    }
    document.addEventListener('visibilitychange', wake)
    return () => document.removeEventListener('visibilitychange', wake)
  }, [revalidate])

  return { reached: left === 'ended', seconds }
}
