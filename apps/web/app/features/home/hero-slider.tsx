import type { HomeConfig, Lang } from '@kaimono/contracts'
import useEmblaCarousel from 'embla-carousel-react'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { bannerSrc } from './banner-src.ts'
import { useReducedMotion } from './use-reduced-motion.ts'

/** How long a slide shows before the next, while nobody points at or focuses the slider. */
export const SLIDE_DELAY_MS = 6000

const arrow = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
    <path d={d} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

const controlClass =
  'grid size-10 place-items-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-900/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * §2 Home hero: the primary banners, each leading to /products/ikom. Autoplay stops while the
 * pointer is over the slider or focus is inside it, when the visitor pauses it, and never
 * starts for visitors who prefer reduced motion (WCAG 2.2.2); arrows and dots work by
 * keyboard, and the slides out of view are inert.
 */
export function HeroSlider({
  banners,
  lang,
}: {
  banners: HomeConfig['primary_banner']
  lang: Lang
}) {
  const { t } = useTranslation()
  const reduced = useReducedMotion()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true })
  // Embla measures the slides as it starts (layout reads, about 11 ms on a fast machine): in a
  // task of its own after hydration, which then stays short on a phone. The first slide shows
  // as the server drew it meanwhile.
  const [measurable, setMeasurable] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setMeasurable(true))
    return () => clearTimeout(timer)
  }, [])
  const [selected, setSelected] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = banners.length
  const rotating = !paused && !reduced && count > 1
  const moving = rotating && !hovered && !focused

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  // A new timer for every slide, so a slide chosen by hand also gets its full time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` restarts the timer
  useEffect(() => {
    if (!embla || !moving) return
    const timer = setTimeout(() => embla.scrollNext(), SLIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [embla, moving, selected])

  const show = (index: number) => embla?.scrollTo((index + count) % count, reduced)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(selected - 1)
    else if (event.key === 'ArrowRight') show(selected + 1)
    else return
    event.preventDefault()
  }

  if (count === 0) return null
  return (
    <section
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.label')}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={measurable ? viewportRef : undefined}
        className="overflow-hidden rounded-2xl bg-stone-100"
      >
        <div className="flex touch-pan-y" aria-live={moving ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel), not a set of form controls
            <div
              key={banner.img_url}
              role="group"
              aria-roledescription={t('home.hero.slide')}
              aria-label={t('home.hero.slideOf', { index: index + 1, count })}
              className="min-w-0 shrink-0 grow-0 basis-full"
              inert={index !== selected}
            >
              <Link
                to={banner.link ?? '/products/ikom'}
                className="block focus-visible:outline-none"
              >
                <img
                  src={bannerSrc(banner.img_url, lang)}
                  alt={banner.alt[lang]}
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="block aspect-[3/1] w-full object-cover"
                />
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2 max-sm:size-8`}
            aria-label={t('home.hero.previous')}
            onClick={() => show(selected - 1)}
          >
            {arrow('M15 5l-7 7 7 7')}
          </button>
          <button
            type="button"
            className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2 max-sm:size-8`}
            aria-label={t('home.hero.next')}
            onClick={() => show(selected + 1)}
          >
            {arrow('M9 5l7 7-7 7')}
          </button>
          <div className="mt-2 flex items-center justify-center gap-1">
            {banners.map((banner, index) => (
              <button
                key={banner.img_url}
                type="button"
                className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t('home.hero.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <span
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand-600' : 'w-2 bg-stone-400 group-hover:bg-stone-500'}`}
                />
              </button>
            ))}
            {!reduced && (
              <button
                type="button"
                className="ml-2 grid size-6 place-items-center rounded-full text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={paused ? t('home.hero.play') : t('home.hero.pause')}
                onClick={() => setPaused(!paused)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                  <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
                </svg>
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/** §2: the two secondary banners, each leading to its market's home. */
export function SecondaryBanners({
  banners,
  lang,
}: {
  banners: HomeConfig['secondary_banner']
  lang: Lang
}) {
  if (banners.length === 0) return null
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Link
            to={`/other-market/home/${banner.id}`}
            className="block overflow-hidden rounded-xl ring-1 ring-stone-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={bannerSrc(banner.img_url, lang)}
              alt={banner.alt[lang]}
              width={600}
              height={200}
              loading="lazy"
              className="block aspect-[3/1] w-full object-cover"
            />
          </Link>
        </li>
      ))}
    </ul>
  )
}
