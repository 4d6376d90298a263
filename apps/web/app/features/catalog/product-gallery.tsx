import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '#app/components/ui/icon.tsx'

const NAV =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** §2 detail gallery: the picture shown, prev/next (wrapping round) and thumbnails. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const count = images.length
  if (count === 0) return null
  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section
      aria-roledescription={t('product.gallery.role')}
      aria-label={t('product.gallery.label')}
    >
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <img
          src={images[index]}
          alt={t('product.gallery.image', { name, index: index + 1, count })}
          width={600}
          height={600}
          className="aspect-square w-full object-contain"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('product.gallery.previous')}
              className={`${NAV} left-3`}
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('product.gallery.next')}
              className={`${NAV} right-3`}
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-stone-900/70 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('product.gallery.show', { index: i + 1 })}
                className={`block overflow-hidden rounded-lg border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === index ? 'border-brand-600' : 'border-stone-200 hover:border-stone-400'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
