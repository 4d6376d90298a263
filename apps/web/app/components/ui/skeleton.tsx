/** One grey block of a placeholder; its size and corners come from `className`. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`${className} bg-stone-200`} />
}
