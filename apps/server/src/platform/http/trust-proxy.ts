import { isIP } from 'node:net'
import type { FastifyServerOptions } from 'fastify'

/**
 * Which proxies stand in front of the server: how many (`hops`, 0 for none), or their addresses
 * and networks. Only what those proxies appended to X-Forwarded-For is believed: the client
 * address is read from the right of the header, never from what the client wrote on the left.
 */
export type TrustProxy = { hops: number } | { addresses: string[] }

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/** TRUST_PROXY as written: `false`, `true` (one proxy), a hop count, or addresses/CIDRs. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim()
  if (text === '' || text === 'false') return { hops: 0 }
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops <= 10 ? { hops } : { error: 'must be at most 10 proxies' }
  }
  const addresses = text.split(',').map((entry) => entry.trim())
  const bad = addresses.filter((entry) => !isAddressOrNetwork(entry))
  if (bad.length > 0) {
    return {
      error: `must be true, false, a number of proxies, or proxy addresses/CIDRs separated by commas (not ${bad.join(', ')})`,
    }
  }
  return { addresses }
}

/** Fastify's `trustProxy` for it. */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if ('addresses' in trust) return trust.addresses
  if (trust.hops === 0) return false
  // Not the number itself: Fastify 5.12 then trusts no hop at all (it cannot tell that the peer
  // is a proxy). Hop 0 is the peer; hops 1…n-1 are the entries the other proxies appended.
  const { hops } = trust
  return (_address: string, hop: number) => hop < hops
}
