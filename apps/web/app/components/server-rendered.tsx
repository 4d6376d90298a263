import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while React hydrates server HTML (it reads the server snapshot then), false in a render
 * that starts in the browser.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]))

/**
 * Content that needs no React in the browser once it is on the page: links, pictures, text.
 * The server renders `children` as usual. When the browser hydrates the page, this keeps the
 * server's HTML as it is (React claims the wrapper and skips what is inside it) instead of
 * building the same tree again: sixty product cards cost nothing to hydrate.
 *
 * Rendered in the browser from scratch (a client-side navigation to the page), or once `deps`
 * are no longer the values it was hydrated with (new loader data), it renders `children` like
 * any component.
 *
 * While it shows the server's HTML, nothing inside has React handlers: `bind` receives the
 * wrapper after hydration and attaches what the content needs (delegated listeners), returning
 * its cleanup.
 */
export function ServerRendered({
  deps,
  bind,
  className,
  children,
}: {
  deps: readonly unknown[]
  bind?: (element: HTMLElement) => () => void
  className?: string
  children: ReactNode
}) {
  const hydrating = useHydrating()
  const [hydratedWith] = useState(() => (hydrating ? deps : null))
  const keep =
    typeof document !== 'undefined' && hydratedWith !== null && sameDeps(hydratedWith, deps)
  // Different keys: leaving the kept HTML replaces the element rather than appending to it.
  if (keep) return <KeptHtml key="kept" className={className} bind={bind} />
  return (
    <div key="rendered" className={className}>
      {children}
    </div>
  )
}

function KeptHtml({
  className,
  bind,
}: {
  className?: string
  bind?: (element: HTMLElement) => () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: bound once, for the HTML it keeps
  useEffect(() => {
    if (!ref.current || !bind) return
    return bind(ref.current)
  }, [])
  // An inner HTML React does not manage: hydration leaves the server's children in place.
  return (
    <div
      ref={ref}
      className={className}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: it only tells React not to manage the children
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}
