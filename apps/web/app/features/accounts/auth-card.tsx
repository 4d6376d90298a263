import type { ReactNode } from 'react'
import { Panel } from '#app/components/ui/panel.tsx'

/** The frame of the sign-in, register and password pages. */
export function AuthCard(props: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Panel className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.intro ? <p className="mt-2 text-sm text-stone-600">{props.intro}</p> : null}
        <div className="mt-6">{props.children}</div>
      </Panel>
    </main>
  )
}
