import type { MarketItem, MarketSeller, SellerReview } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PanelSection } from '#app/components/ui/panel.tsx'
import { sellerShopHref } from './item-address.ts'
import { SellerIdentity } from './seller-identity.tsx'

type SellerCardProps = {
  shop: string
  /** The seller as the item names it. */
  seller: NonNullable<MarketItem['shop']>
  /** Their profile (identity check, rating scale) and review counts, where the market has them. */
  profile: MarketSeller | null
  review: SellerReview | null
}

/** §2 the item's seller: who they are, how buyers rated them, and a way to their shop. */
export function SellerCard({ shop, seller, profile, review }: SellerCardProps) {
  const { t } = useTranslation()
  return (
    <PanelSection id="item-seller" title={t('marketItem.seller.title')} className="p-4">
      <div className="mt-3">
        <SellerIdentity
          seller={
            profile ?? {
              name: seller.name,
              image_uri: seller.image_uri,
              description: null,
              identity_verification: false,
              rate: seller.rate ? { ratio: seller.rate.ratio, max_ratio: 5 } : null,
            }
          }
          verifiedKnown={profile !== null}
        />
      </div>
      {review ? (
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
          {(['good', 'normal', 'bad'] as const).map((kind) => (
            <div key={kind} className="rounded-lg bg-stone-50 px-2 py-2">
              <dt className="text-stone-600">{t(`marketItem.seller.${kind}`)}</dt>
              <dd className="font-semibold tabular-nums">{review[kind]}</dd>
            </div>
          ))}
          <div className="col-span-3">
            <dt className="sr-only">{t('marketItem.seller.goodRateLabel')}</dt>
            <dd className="text-stone-700">
              {t('marketItem.seller.goodRate', { percent: Math.round(review.good_rate_percent) })}
            </dd>
          </div>
        </dl>
      ) : null}
      <Link
        to={sellerShopHref(shop, seller.id)}
        className="mt-4 inline-flex w-full items-center justify-center rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('marketItem.seller.visit')}
      </Link>
    </PanelSection>
  )
}
