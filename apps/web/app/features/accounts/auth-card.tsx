import type { ReactNode } from 'react'

/** The frame of the sign-in, register and password pages. */
export function AuthCard(props: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.intro ? <p className="mt-2 text-sm text-stone-600">{props.intro}</p> : null}
        <div className="mt-6">{props.children}</div>
      </div>
    </main>
  )
}
