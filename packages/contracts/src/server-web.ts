/**
 * What the server hands to the web app's server build for every page request.
 * The web app's entry.server exports `createLoadContext(input)` and keeps the
 * context keys to itself, so both sides agree only on this shape.
 */
export type SessionUser = {
  /** The customer number (§3 `id`). */
  id: number
  uid: string
  name: string
  email: string
  role: 'customer' | 'staff' | 'admin'
}

/** A sign-in provider that is configured (Google, Apple, another OpenID Connect provider). */
export type SignInProvider = { id: 'google' | 'apple' | 'oidc'; name: string }

export type PageRequestInput = {
  /** CSP nonce for the inline scripts of this response. */
  nonce: string
  /** Reaches the API in-process, carrying the page request's cookies and authorization. */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>
  brand: string
  publicUrl: string
  /** The signed-in user, or null for a visitor and for a page rendered to be shared. */
  user: SessionUser | null
  /**
   * The page is the members' shared copy (ADR 021): rendered as for nobody in particular, for a
   * signed-in customer whose browser then fills in their own parts.
   */
  member: boolean
  /** The sign-in providers the login and register pages offer beside email. */
  providers: SignInProvider[]
}
