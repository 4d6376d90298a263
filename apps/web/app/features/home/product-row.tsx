import type { Lang } from '@kaimono/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductCard, type ProductCardProduct } from '#app/features/catalog/product-card.tsx'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

/** A home row: heading, an optional note and link, then cards that scroll sideways. */
export function ProductRow({
  id,
  title,
  note,
  action,
  products,
  rate,
  lang,
  children,
}: {
  id: string
  title: ReactNode
  note?: ReactNode
  action?: { to: string; label: string }
  products: ProductCardProduct[]
  rate: string
  lang: Lang
  children?: ReactNode
}) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-6xl px-4 py-6 ${RENDER_WHEN_NEAR}`}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
            {title}
          </h2>
          {note && <p className="mt-0.5 text-sm text-stone-600">{note}</p>}
        </div>
        {action && (
          <Link
            to={action.to}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {action.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {children}
      <ProductStrip products={products} rate={rate} lang={lang} />
    </section>
  )
}

/** Cards in one line that scrolls sideways; about two on a phone, six on a wide screen. */
export function ProductStrip({
  products,
  rate,
  lang,
}: {
  products: ProductCardProduct[]
  rate: string
  lang: Lang
}) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:gap-4 lg:mx-0 lg:scroll-px-0 lg:px-0">
      {products.map((product) => (
        <li
          key={product.id}
          className="w-[44%] shrink-0 snap-start sm:w-[30%] md:w-[23%] lg:w-[calc((100%-5rem)/6)]"
        >
          <ProductCard product={product} rate={rate} lang={lang} />
        </li>
      ))}
    </ul>
  )
}
