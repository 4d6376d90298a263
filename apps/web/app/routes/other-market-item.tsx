import { type Lang, shopName } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { isCartIntent } from '#app/features/cart/add-to-cart.ts'
import { ProductGallery } from '#app/features/catalog/product-gallery.tsx'
import { scriptJson } from '#app/features/catalog/product-meta.ts'
import { MarketLandedCost } from '#app/features/landed-cost/market-landed-cost.tsx'
import { AuctionBox } from '#app/features/market-item/auction-box.tsx'
import { useAuctionState } from '#app/features/market-item/auction-state.ts'
import { ItemBreadcrumb } from '#app/features/market-item/item-breadcrumb.tsx'
import { ItemDescription, ItemReviews } from '#app/features/market-item/item-description.tsx'
import { itemJsonLd, itemMeta } from '#app/features/market-item/item-meta.ts'
import { loadMarketItem, marketItemAction } from '#app/features/market-item/item-page.server.ts'
import { itemName } from '#app/features/market-item/item-view.ts'
import { MarketBuyBox } from '#app/features/market-item/market-buy-box.tsx'
import { MarketErrorPage } from '#app/features/market-item/market-error.tsx'
import { MarketItemSummary } from '#app/features/market-item/market-item-summary.tsx'
import { SellerCard } from '#app/features/market-item/seller-card.tsx'
import { MarketGrid } from '#app/features/markets/market-results.tsx'
import { auctionMessages } from '#app/i18n/bundles/auctions.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/other-market-item'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData as { rate: string; brand: string; lang: Lang } | undefined
  if (!loaderData || !root) return pageTitle(matches, 'not-found')
  return itemMeta({ ...loaderData, rate: root.rate, brand: root.brand, lang: root.lang })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMarketItem(request, context, params)
}

/** Add to cart, or Buy now (the direct checkout of this item). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return marketItemAction(request, context, params)
}

// Adding to the cart changes the header's cart, not the item.
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isCartIntent(formData?.get('intent')) ? false : defaultShouldRevalidate
}

/** §2 Other-market product detail. */
export default function MarketItemPage({ loaderData }: Route.ComponentProps) {
  useBundle(auctionMessages)
  const { t } = useTranslation()
  const { lang, rate, member, nonce } = useRootData()
  const { shop, item, seller, now } = loaderData
  const auction = shop === 'yahoo-auction'
  // An auction's price as our customers' bids make it, live: the summary and the box agree.
  const live = useAuctionState(item, auction)
  const price = (auction && live.state?.auction.current_price) || item.price
  const market = shopName(shop, lang)
  const images = item.image_list.length ? item.image_list : [item.image_uri]

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 max-sm:pb-24 sm:py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (scriptJson)
        dangerouslySetInnerHTML={{ __html: scriptJson(itemJsonLd({ ...loaderData, rate, lang })) }}
      />
      <ItemBreadcrumb shop={shop} marketName={market} categories={item.categories} lang={lang} />

      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={images} name={itemName(item, lang).name} />
        <div className="space-y-5">
          <MarketItemSummary
            item={price === item.price ? item : { ...item, price }}
            badges={loaderData.badges}
            auction={auction}
            rate={rate}
            lang={lang}
            name={loaderData.name}
            nameHref={loaderData.nameHref}
          />
          {auction ? (
            <AuctionBox item={item} now={now} auction={live} rate={rate} lang={lang} />
          ) : (
            <MarketBuyBox
              item={item}
              append={loaderData.append}
              canBuyMore={loaderData.canBuyMore}
              landedCost={
                <MarketLandedCost
                  item={{ shop_id: shop, id: item.id }}
                  estimate={loaderData.estimate}
                  forNobody={member}
                  lang={lang}
                />
              }
            />
          )}
        </div>
      </div>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <ItemDescription
            item={item}
            supplierUrl={loaderData.supplierUrl}
            marketName={market}
            translateHref={loaderData.translateHref}
          />
          <ItemReviews comments={item.rate?.comments ?? []} />
        </div>
        {item.shop ? (
          <SellerCard
            shop={shop}
            seller={item.shop}
            profile={seller?.profile ?? null}
            review={seller?.review ?? null}
          />
        ) : null}
      </div>

      {loaderData.recommends.length ? (
        <section aria-labelledby="recommends" className="mt-12">
          <h2 id="recommends" className="mb-4 text-xl font-semibold">
            {t('marketItem.recommends')}
          </h2>
          <MarketGrid
            market={shop}
            cards={loaderData.recommends}
            rate={rate}
            lang={lang}
            now={now}
          />
        </section>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MarketErrorPage error={error} missing="item" />
}
