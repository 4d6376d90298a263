import type { BidList } from '@kaimono/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'

export type AuctionState = {
  /** The bid list as last read (null until the first answer). */
  state: BidList | null
  /** Reads the bid list again (after a bid, when the tab wakes). */
  reload: () => void
}

/**
 * The auction as our customers' bids make it, read once the page has hydrated (the page is
 * shared by every visitor, ADR 021) and again whenever the server says a bid changed it: the
 * item's event stream (`/market/auction/live`), which every server process feeds. Nothing is
 * read for an item that is not an auction (`enabled` false).
 */
export function useAuctionState(item: { id: string }, enabled = true): AuctionState {
  const [state, setState] = useState<BidList | null>(null)
  const latest = useRef<AbortController | null>(null)
  const reload = useCallback(() => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    fetch(`/market/auction/bid-list?auction_id=${encodeURIComponent(item.id)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<BidList>) : null))
      .then((list) => {
        if (list) setState(list)
      })
      // Offline, or the page left: the page keeps what it showed.
      .catch(() => {})
  }, [item.id])

  useEffect(() => {
    if (!enabled) return
    reload()
    if (typeof EventSource === 'undefined') return
    const stream = new EventSource(`/market/auction/live?auction_id=${encodeURIComponent(item.id)}`)
    // The event carries the price for everyone; the list says where the reader stands.
    stream.addEventListener('auction', () => reload())
    return () => {
      stream.close()
      latest.current?.abort()
    }
  }, [item.id, reload, enabled])

  return { state, reload }
}
