import type { PageRequestInput } from '@kaimono/contracts'
import { createContext, RouterContextProvider } from 'react-router'

/** What the server handed over for this page request (nonce, in-process API, brand, user). */
export const pageContext = createContext<PageRequestInput>()

export function createLoadContext(input: PageRequestInput): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageContext, input]]))
}
