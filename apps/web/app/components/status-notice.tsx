import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * A page in place of one that cannot be shown: its status in large, what happened, and a way
 * on (a page not found; §8 'Product not found', the supplier not found, a market down).
 */
export function StatusNotice({
  status,
  title,
  children,
  back,
}: {
  status: number
  title: string
  children: ReactNode
  back: { to: string; label: string }
}) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{title}</h1>
      <div className="mt-3 text-stone-600">{children}</div>
      <Link
        to={back.to}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {back.label}
      </Link>
    </main>
  )
}
