import type { AuctionSupplier } from '@kaimono/contracts'
import { useEffect, useState } from 'react'

/** Where the caller stands with a supplier's bidding permission (§4); unknown until asked. */
export type Permission = 'unknown' | 'granted' | 'none' | 'pending'

const CHECK: Record<AuctionSupplier, string> = {
  YahooAuction: '/market/auction/check-user-permission',
  Ecoring: '/market/ecoring/check-ecoring-user-permission',
}

/**
 * The signed-in customer's permission to bid through `supplier`, asked once they are known;
 * the setter for what the page learns after (a request sent, a bid refused for want of it).
 * Offline, or the page left: it stays unknown, and the form disabled.
 */
export function useAuctionPermission(supplier: AuctionSupplier, userId: number | undefined) {
  const [permission, setPermission] = useState<Permission>('unknown')
  useEffect(() => {
    if (userId === undefined) return
    const controller = new AbortController()
    fetch(`${CHECK[supplier]}?user_id=${userId}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<boolean>) : null))
      .then((granted) => {
        if (granted !== null) setPermission(granted ? 'granted' : 'none')
      })
      .catch(() => {})
    return () => controller.abort()
  }, [supplier, userId])
  return [permission, setPermission] as const
}
