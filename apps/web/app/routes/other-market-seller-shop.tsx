import { type Lang, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { MarketErrorPage } from '#app/features/market-item/market-error.tsx'
import { SellerIdentity } from '#app/features/market-item/seller-identity.tsx'
import { SellerItems } from '#app/features/market-item/seller-items.tsx'
import { loadSellerShop } from '#app/features/market-item/seller-shop-page.server.ts'
import { fixedT } from '#app/i18n/i18n.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/other-market-seller-shop'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData as { lang: Lang; brand: string } | undefined
  if (!loaderData || !root) return pageTitle(matches, 'not-found')
  const { seller, shop } = loaderData
  const t = fixedT(root.lang)
  // §2: the title is the page's name after the seller's.
  return [
    { title: `${seller.name} · ${t('routes.other-market-seller-shop')} | ${root.brand}` },
    {
      name: 'description',
      content:
        seller.description?.trim() ||
        t('marketItem.sellerShop.meta', { name: seller.name, market: shopName(shop, root.lang) }),
    },
  ]
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSellerShop(request, context, params)
}

/** §2 Seller shop: who the seller is, and their items a page at a time. */
export default function SellerShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const { shop, seller } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <Panel className="p-5 sm:p-6">
        <p className="mb-3 text-sm font-medium text-brand-700">
          {t('marketItem.sellerShop.at', { market: shopName(shop, lang) })}
        </p>
        <SellerIdentity seller={seller} heading="h1" />
        {seller.description ? (
          <p lang="ja" className="mt-4 whitespace-pre-line text-sm leading-6 text-stone-700">
            {seller.description}
          </p>
        ) : null}
      </Panel>
      <div className="mt-8">
        <SellerItems
          shop={shop}
          sellerId={loaderData.sellerId}
          cards={loaderData.cards}
          pagination={loaderData.pagination}
          rate={rate}
          lang={lang}
          now={loaderData.now}
        />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MarketErrorPage error={error} missing="seller" />
}
