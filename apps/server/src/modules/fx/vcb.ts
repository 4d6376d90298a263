import { parseFeedDecimal } from './decimal.ts'

/** The largest feed we read: Vietcombank's is about 3 kB. */
const MAX_FEED_BYTES = 1_000_000

export type VcbRate = { buy: string | null; transfer: string | null; sell: string | null }

export class FeedError extends Error {}

/**
 * Reads Vietcombank's exchange-rate XML: one `<Exrate CurrencyCode="JPY" Buy="165.12"
 * Transfer="166.79" Sell="174.27"/>` per currency, VND per unit, thousands with commas
 * ("26,187.00"), "-" where the bank does not quote.
 */
export function parseVcbRates(xml: string): Map<string, VcbRate> {
  const rates = new Map<string, VcbRate>()
  for (const [, attributes = ''] of xml.matchAll(/<Exrate\b([^<>]*?)\/?>/g)) {
    const attribute = new Map(
      [...attributes.matchAll(/(\w+)\s*=\s*"([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    )
    const code = attribute.get('CurrencyCode')?.trim()
    if (!code) continue
    rates.set(code, {
      buy: parseFeedDecimal(attribute.get('Buy')),
      transfer: parseFeedDecimal(attribute.get('Transfer')),
      sell: parseFeedDecimal(attribute.get('Sell')),
    })
  }
  return rates
}

/** The bank's selling rate for one yen in dong: what we pay to buy yen (§1). */
export async function fetchVcbSellRate(
  url: string,
  currency: string,
  signal: AbortSignal,
): Promise<string> {
  const response = await fetch(url, { signal, headers: { accept: 'application/xml, text/xml' } })
  if (!response.ok) throw new FeedError(`the feed answered ${response.status}`)
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > MAX_FEED_BYTES) throw new FeedError(`the feed is too large (${length} bytes)`)
  const xml = await response.text()
  if (xml.length > MAX_FEED_BYTES) throw new FeedError('the feed is too large')
  const sell = parseVcbRates(xml).get(currency)?.sell
  if (!sell || /^0(\.0+)?$/.test(sell)) throw new FeedError(`the feed has no ${currency} sell rate`)
  return sell
}
