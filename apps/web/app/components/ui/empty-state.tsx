import { Link } from 'react-router'
import { Panel } from './panel.tsx'

type EmptyStateProps = {
  message: string
  /** Where the way out leads, and its words. */
  to: string
  action: string
  className?: string
}

/** A list with nothing in it: why, and where to go instead. */
export function EmptyState({ message, to, action, className }: EmptyStateProps) {
  return (
    <Panel flat className={className ? `${className} p-8 text-center` : 'p-8 text-center'}>
      <p className="text-stone-700">{message}</p>
      <Link to={to} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        {action}
      </Link>
    </Panel>
  )
}
