const SIZES = { 48: 'size-12', 56: 'size-14', 64: 'size-16', 72: 'size-18' } as const

/**
 * A product's picture beside its name in a list (cart, checkout, orders, wishlist): decorative,
 * since the name beside it says what it is.
 */
export function Thumbnail({
  src,
  size,
  lazy = false,
}: {
  src: string
  size: keyof typeof SIZES
  /** Below the fold: loaded when scrolled near. */
  lazy?: boolean
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={`${SIZES[size]} shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover`}
    />
  )
}
