import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { timeLeft } from './item-view.ts'

/**
 * §4 the seconds an auction has left, counted down every second from what the server said when
 * it made the page (the reader's clock may be wrong; how long the page has been open is not).
 */
export function useCountdown(endTime: number, now: number, live: boolean) {
  const [elapsed, setElapsed] = useState(0)
  useEffect(() => {
    if (!live) return
    const opened = performance.now()
    const timer = setInterval(() => setElapsed((performance.now() - opened) / 1000), 1000)
    return () => clearInterval(timer)
  }, [live])
  return timeLeft(endTime, now + elapsed)
}

/** §4 'Ended', or the time left in its largest unit ('2 days left'). */
export function TimeLeftText({
  endTime,
  now,
  live = false,
}: {
  endTime: number
  now: number
  live?: boolean
}) {
  const { t } = useTranslation()
  const left = useCountdown(endTime, now, live)
  return (
    <span className="tabular-nums">
      {left === 'ended'
        ? t('marketItem.auction.ended')
        : t(`marketItem.auction.left.${left.unit}`, { count: left.count })}
    </span>
  )
}
