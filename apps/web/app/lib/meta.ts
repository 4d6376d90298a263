import type { Lang } from '@kaimono/contracts'
import type { MetaDescriptor } from 'react-router'
import { fixedT } from '#app/i18n/i18n.ts'

type RootData = { lang: Lang; brand: string }
type MetaMatch = { id: string; loaderData?: unknown } | undefined

/**
 * §2: the page title is the route's title followed by the product name; beyond §2, every page
 * also has a meta description in the page's language (search results show it): the route's own
 * (`meta.<route id>`, given `values` such as a shop's name) or the site's (`meta.default`).
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  routeId?: string,
  values?: Record<string, string>,
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined
  if (!root) return [{ title: 'Kaimono' }]
  const id = routeId ?? matches.at(-1)?.id ?? 'home'
  const t = fixedT(root.lang)
  return [
    { title: `${t(`routes.${id}`)} | ${root.brand}` },
    {
      name: 'description',
      content: t([`meta.${id}`, 'meta.default'], { brand: root.brand, ...values }),
    },
  ]
}

/** The name the routes have used since the first issue: title and description alike. */
export const pageTitle = pageMeta
