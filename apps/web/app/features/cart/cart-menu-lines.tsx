import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { formatDisplayVnd } from '#app/features/catalog/price.ts'
import { formatJpy } from '#app/lib/format.ts'
import type { HeaderCart } from './cart-lines.ts'

/** The cart menu's panel: the first 5 lines, then 'Views more' to /cart. */
export function CartMenuLines({
  cart,
  rate,
  lang,
}: {
  cart: HeaderCart
  rate: string
  lang: Lang
}) {
  const { t } = useTranslation()
  return (
    <>
      {cart.count === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-600">{t('cart.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {cart.lines.map((line) => (
            <li key={line.key} className="flex items-center gap-3 px-4 py-3">
              <Thumbnail src={line.image_url} size={48} />
              <div className="min-w-0 flex-1 text-sm">
                {line.found ? (
                  <Link
                    to={line.url}
                    className="line-clamp-2 font-medium text-stone-900 hover:text-brand-700"
                  >
                    {line.name}
                  </Link>
                ) : (
                  <p className="text-red-700">
                    {line.sold_out ? t('cart.soldOut') : t('cart.notFound')}
                  </p>
                )}
                <p className="text-xs text-stone-600 tabular-nums">
                  {line.quantity} ×{' '}
                  <span className="font-semibold text-brand-700">
                    {formatDisplayVnd(line.price, rate, lang)}
                  </span>{' '}
                  · {formatJpy(line.price)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/cart"
        className="block border-t border-stone-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-stone-50"
      >
        {t('cart.viewsMore')}
      </Link>
    </>
  )
}
