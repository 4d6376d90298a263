/** §9: the cart shows 4 of these while its lines load. */
export const CART_SKELETONS = 4

export function CartSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse gap-3 py-4">
      <div className="mt-6 size-4 rounded bg-stone-200" />
      <div className="size-18 shrink-0 rounded-lg bg-stone-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-1/3 rounded bg-stone-200" />
        <div className="h-9 w-32 rounded-full bg-stone-200" />
      </div>
    </div>
  )
}
