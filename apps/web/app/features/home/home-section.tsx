import type { Lang } from '@kaimono/contracts'
import { Link } from 'react-router'
import { bannerSrc } from './banner-src.ts'
import type { HomeSectionData as Section } from './cards.ts'
import { ProductStrip } from './product-row.tsx'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

const linkRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * §2/§3 a section of the home config: logo, supplier name, sub title and action link; then
 * product cards with an optional wide banner above or below them (type 1), or the shops' sale
 * banners in two columns (type 2).
 */
export function HomeSection({
  section,
  index,
  rate,
  lang,
}: {
  section: Section
  index: number
  rate: string
  lang: Lang
}) {
  const id = `home-section-${index}`
  const shopHref = `/products/${section.shop_id}`
  const banner = section.banner && (
    <Link to={shopHref} className={`block overflow-hidden rounded-xl ${linkRing}`}>
      <img
        src={bannerSrc(section.banner, lang)}
        alt={section.banner_alt?.[lang] ?? section.supplier_name}
        width={1200}
        height={200}
        loading="lazy"
        className="block aspect-[6/1] w-full object-cover"
      />
    </Link>
  )
  if (section.type === 1 && section.products.length === 0 && !section.banner) return null
  if (section.type === 2 && section.banners.length === 0) return null

  return (
    <section aria-labelledby={id} className={`mx-auto max-w-6xl px-4 py-6 ${RENDER_WHEN_NEAR}`}>
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {section.logo && (
          <img
            src={section.logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-full"
          />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
            {section.supplier_name}
          </h2>
          <p className="text-sm text-stone-600">{section.sub_title[lang]}</p>
        </div>
        <Link
          to={shopHref}
          className="shrink-0 rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {section.action_label[lang]}
          <span className="sr-only">: {section.supplier_name}</span>
        </Link>
      </div>
      {section.type === 2 ? (
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          {section.banners.map((sale) => (
            <li key={sale.img_url}>
              <Link
                to={sale.link ?? `/products/${sale.shop_id}`}
                className={`block overflow-hidden rounded-xl transition-shadow hover:shadow-md ${linkRing}`}
              >
                <img
                  src={bannerSrc(sale.img_url, lang)}
                  alt={sale.alt[lang]}
                  width={600}
                  height={260}
                  loading="lazy"
                  className="block aspect-[60/26] w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {section.banner_setup === 'top' && banner && <div className="mb-4">{banner}</div>}
          {section.products.length > 0 && (
            <ProductStrip products={section.products} rate={rate} lang={lang} />
          )}
          {section.banner_setup === 'bottom' && banner && <div className="mt-2">{banner}</div>}
        </>
      )}
    </section>
  )
}
