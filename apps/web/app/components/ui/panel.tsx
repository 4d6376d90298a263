import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react'

type PanelProps<E extends ElementType> = {
  /** The element the panel is: a `section` when a heading names it, a `div` otherwise. */
  as?: E
  /** Without the shadow: a panel inside a column of panels, or an empty state. */
  flat?: boolean
  /** Padding and layout; the frame (corners, white, ring) is the panel's own. */
  className?: string
} & Omit<ComponentPropsWithRef<E>, 'as' | 'className'>

const FRAME = 'rounded-2xl bg-white shadow-sm ring-1 ring-stone-200'
const FRAME_FLAT = 'rounded-2xl bg-white ring-1 ring-stone-200'

/** The white rounded card that every screen's sections sit in. */
export function Panel<E extends ElementType = 'div'>({
  as,
  flat = false,
  className = '',
  ...props
}: PanelProps<E>) {
  const Element: ElementType = as ?? 'div'
  const frame = flat ? FRAME_FLAT : FRAME
  return <Element className={className ? `${frame} ${className}` : frame} {...props} />
}

/** A panel's heading. */
export function PanelTitle({
  id,
  className = '',
  children,
}: {
  id?: string
  className?: string
  children: ReactNode
}) {
  return (
    <h2
      id={id}
      className={className ? `text-lg font-semibold ${className}` : 'text-lg font-semibold'}
    >
      {children}
    </h2>
  )
}

type PanelSectionProps = {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  /** Padding and layout of the panel (p-5 when not given). */
  className?: string
  titleClassName?: string
  busy?: boolean
  children: ReactNode
}

/** A panel that is a section named by its heading. */
export function PanelSection({
  id,
  title,
  className = 'p-5',
  titleClassName,
  busy,
  children,
}: PanelSectionProps) {
  return (
    <Panel as="section" aria-labelledby={id} aria-busy={busy || undefined} className={className}>
      <PanelTitle id={id} className={titleClassName}>
        {title}
      </PanelTitle>
      {children}
    </Panel>
  )
}
