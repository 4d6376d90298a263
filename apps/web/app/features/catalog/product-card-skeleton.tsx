/** A card-shaped placeholder while a client navigation loads the next products (§9: 12). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <div className="aspect-square bg-stone-200" />
      <div className="space-y-2 p-3">
        <div className="h-3 w-1/3 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-2/3 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-5 w-1/2 rounded bg-stone-200" />
      </div>
    </div>
  )
}
