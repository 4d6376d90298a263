import type { BrowsableMarket, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigation } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import type { MarketCard } from '#app/features/markets/market-card-data.ts'
import { MarketGrid, MarketGridSkeleton } from '#app/features/markets/market-results.tsx'
import { sellerShopHref } from './item-address.ts'

/** §9: placeholders while the next page of a seller's items loads. */
const SELLER_SKELETONS = 10

type SellerItemsProps = {
  shop: BrowsableMarket
  sellerId: string
  cards: MarketCard[]
  pagination: { page: number; is_allow_next: boolean }
  rate: string
  lang: Lang
  now: number
}

/** A page of a seller's items, with links to the pages around it (§3 simple paging). */
export function SellerItems({ shop, sellerId, cards, pagination, ...shared }: SellerItemsProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigation = useNavigation()
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const { page, is_allow_next } = pagination
  return (
    <section aria-labelledby="seller-items" aria-busy={loading || undefined}>
      <h2 id="seller-items" className="mb-4 text-xl font-semibold">
        {t('marketItem.sellerShop.items')}
      </h2>
      {loading ? (
        <MarketGridSkeleton count={SELLER_SKELETONS} />
      ) : cards.length ? (
        <MarketGrid market={shop} cards={cards} {...shared} />
      ) : (
        <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center text-stone-700">
          <p>{t('marketItem.sellerShop.empty')}</p>
          {page > 1 ? (
            <Link
              to={sellerShopHref(shop, sellerId)}
              className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
            >
              {t('marketItem.sellerShop.firstPage')}
            </Link>
          ) : null}
        </div>
      )}
      <div className="mt-8">
        <Pagination
          current={page}
          // §3 simple paging knows only whether there is a next page.
          last={is_allow_next ? page + 1 : page}
          hrefFor={(n) => sellerShopHref(shop, sellerId, n)}
          label={t('marketItem.sellerShop.pages')}
        />
      </div>
    </section>
  )
}
