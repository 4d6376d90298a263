/** A shop group's round logo beside its name (decorative: the name says it); none without one. */
export function ShopLogo({ src }: { src: string | null }) {
  if (!src) return null
  return (
    <img
      src={src}
      alt=""
      width={32}
      height={32}
      className="size-8 rounded-full border border-stone-200 object-contain"
    />
  )
}
