import type { Lang } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { fixedT } from '../i18n/i18n.ts'

type RootData = { lang: Lang; brand: string }
type MetaMatch = { id: string; loaderData?: unknown } | undefined

/** §2: the page title is the route's title followed by the product name. */
export function pageTitle(matches: readonly MetaMatch[], routeId?: string): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined
  if (!root) return [{ title: 'Kaimono' }]
  const id = routeId ?? matches.at(-1)?.id ?? 'home'
  return [{ title: `${fixedT(root.lang)(`routes.${id}`)} | ${root.brand}` }]
}
