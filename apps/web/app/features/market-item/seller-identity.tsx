import type { MarketSeller } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Stars } from '#app/features/catalog/stars.tsx'

/** The first letter of a name, on the seller's avatar when they have no picture. */
const initial = (name: string) => Array.from(name.trim())[0] ?? '?'

/**
 * §3 Seller: avatar, name, rating out of the market's scale (shown as stars out of 5), and
 * whether the market checked who they are (`verifiedKnown` false: the market did not say).
 */
export function SellerIdentity({
  seller,
  verifiedKnown = true,
  heading: Heading = 'p',
}: {
  seller: MarketSeller
  verifiedKnown?: boolean
  heading?: 'p' | 'h1'
}) {
  const { t } = useTranslation()
  const rate = seller.rate
  return (
    <div className="flex items-center gap-3">
      {seller.image_uri ? (
        <img
          src={seller.image_uri}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full object-cover ring-1 ring-stone-200"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-stone-200 text-xl font-semibold text-stone-700"
        >
          {initial(seller.name)}
        </span>
      )}
      <div className="min-w-0">
        <Heading
          className={`break-words font-semibold text-stone-900 ${Heading === 'h1' ? 'text-2xl' : ''}`}
        >
          {seller.name}
        </Heading>
        {rate && rate.max_ratio > 0 ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-600">
            <Stars star={(5 * rate.ratio) / rate.max_ratio} decorative />
            {t('marketItem.seller.rating', {
              ratio: Math.round(rate.ratio * 10) / 10,
              max: rate.max_ratio,
            })}
          </p>
        ) : null}
        {verifiedKnown ? (
          <p
            className={`mt-0.5 text-sm ${seller.identity_verification ? 'font-medium text-emerald-800' : 'text-stone-600'}`}
          >
            {seller.identity_verification
              ? t('marketItem.seller.verified')
              : t('marketItem.seller.notVerified')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
