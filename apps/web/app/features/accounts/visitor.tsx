import type { SessionUser } from '@kaimono/contracts'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { MemberParts } from './visitor.server.ts'

/** Who is looking at the page, and their own parts of it. */
export type Visitor = MemberParts & {
  user: SessionUser | null
  /** A signed-in customer, known as one before their name is (a members' shared page). */
  member: boolean
}

/** Where a shared page's browser asks for its customer's parts (routes/visitor.ts). */
export const VISITOR_PATH = '/visitor'

const NOBODY: Visitor = { user: null, cart: null, bell: null, member: false }
const VisitorContext = createContext<Visitor>(NOBODY)

/** The signed-in customer (with their cart and bell), or nobody. */
export function useVisitor(): Visitor {
  return useContext(VisitorContext)
}

/**
 * The page's visitor. A page rendered for them knows them from its loaders. A shared page (ADR
 * 021) was rendered as for nobody in particular; when it is the members' copy, the browser asks
 * who they are once it has hydrated, and the header, the bell and the review form fill in. After
 * a form is posted the loaders run again for the customer, and what they say counts again.
 */
export function VisitorProvider({ parts, children }: { parts: MemberParts; children: ReactNode }) {
  const root = useRootData()
  const shared = root.member
  const [filled, setFilled] = useState<Visitor | null>(null)
  useEffect(() => {
    if (!shared) return
    const controller = new AbortController()
    fetch(VISITOR_PATH, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Visitor>) : null))
      .then((visitor) => {
        // Signed out meanwhile (no user): a visitor after all.
        if (visitor) setFilled({ ...visitor, member: visitor.user !== null })
      })
      // Offline, or the page left: it stays the page of a visitor.
      .catch(() => {})
    return () => controller.abort()
  }, [shared])
  const user = root.user
  const value = useMemo(
    (): Visitor =>
      shared
        ? (filled ?? { ...NOBODY, member: true })
        : { user, cart: parts.cart, bell: parts.bell, member: user !== null },
    [shared, filled, user, parts.cart, parts.bell],
  )
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>
}
