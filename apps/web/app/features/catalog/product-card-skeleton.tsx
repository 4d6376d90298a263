import { Skeleton } from '#app/components/ui/skeleton.tsx'

/** A card-shaped placeholder while a client navigation loads the next products (§9: 12). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <Skeleton className="aspect-square" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-1/3 rounded" />
        <Skeleton className="h-4 w-full rounded" />
        <Skeleton className="h-4 w-2/3 rounded" />
        <Skeleton className="h-3 w-1/2 rounded" />
        <Skeleton className="h-5 w-1/2 rounded" />
      </div>
    </div>
  )
}
