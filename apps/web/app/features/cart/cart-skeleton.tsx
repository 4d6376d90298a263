import { Skeleton } from '#app/components/ui/skeleton.tsx'

/** §9: the cart shows 4 of these while its lines load. */
export const CART_SKELETONS = 4

export function CartSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse gap-3 py-4">
      <Skeleton className="mt-6 size-4 rounded" />
      <Skeleton className="size-18 shrink-0 rounded-lg" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-3/4 rounded" />
        <Skeleton className="h-4 w-1/3 rounded" />
        <Skeleton className="h-9 w-32 rounded-full" />
      </div>
    </div>
  )
}
