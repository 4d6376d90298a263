import { isShopId, MARKET_IDS, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useParams } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { StatusNotice } from '#app/components/status-notice.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { MarketDown } from './item-view.ts'

/** The markets whose items and sellers have pages here (Ecoring's are its own section). */
const browsable = (shop: string | undefined): shop is (typeof MARKET_IDS)[number] =>
  isShopId(shop) && shop !== 'ecoring' && (MARKET_IDS as readonly string[]).includes(shop)

/**
 * The error page of an item's or a seller's page: 'Product not found' or the supplier not found
 * (§8) for a 404 at a market we know, a notice naming the market when it is down (503); any
 * other error goes to the site's boundary.
 */
export function MarketErrorPage({
  error,
  missing,
}: {
  error: unknown
  missing: 'item' | 'seller'
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { shopId } = useParams()
  if (!isRouteErrorResponse(error)) throw error
  if (!browsable(shopId)) {
    if (error.status === 404) return <NotFound />
    throw error
  }
  const market = shopName(shopId, lang)
  const back = { to: `/other-market/${shopId}`, label: t('marketItem.browse', { market }) }
  if (error.status === 404) {
    return (
      <StatusNotice status={404} title={t(`marketItem.missing.${missing}`)} back={back}>
        <p>{t(`marketItem.missing.${missing}Body`, { market })}</p>
      </StatusNotice>
    )
  }
  if (error.status === 503) {
    const down = error.data as MarketDown | null
    return (
      <StatusNotice status={503} title={t('marketItem.down.title', { market })} back={back}>
        <p>{t('marketItem.down.body', { market })}</p>
        {down?.message ? <p className="mt-2 text-sm">{down.message}</p> : null}
      </StatusNotice>
    )
  }
  throw error
}
