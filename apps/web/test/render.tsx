import type { Lang } from '@kaimono/contracts'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub, Outlet, useLoaderData } from 'react-router'
import type { MemberParts } from '#app/features/accounts/visitor.server.ts'
import { VisitorProvider } from '#app/features/accounts/visitor.tsx'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'

const NothingYet = () => null

/** The site layout's part of the stub: the visitor, from the root's user and `site`'s parts. */
function SiteVisitor() {
  const { site } = useLoaderData<{ site: MemberParts }>()
  return (
    <VisitorProvider parts={site}>
      <Outlet />
    </VisitorProvider>
  )
}

type RootData = {
  lang: Lang
  brand: string
  user: { name: string } | null
  member: boolean
  nonce: string
  rate: string
}

/**
 * Renders a component inside the root route (its loader data), the site layout's visitor (the
 * root's user, with `site`'s cart and bell) and the chosen language.
 */
export function renderInApp(
  ui: () => ReactNode,
  {
    lang = 'en',
    root = {},
    site = { cart: null, bell: null },
  }: { lang?: Lang; root?: Partial<RootData>; site?: MemberParts } = {},
) {
  const data: RootData = {
    lang,
    brand: 'Kaimono',
    user: null,
    member: false,
    nonce: '',
    rate: '172.5',
    ...root,
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...data, site }),
      HydrateFallback: NothingYet,
      Component: SiteVisitor,
      children: [{ index: true, Component: ui }],
    },
  ])
  return render(
    <I18nextProvider i18n={createI18n(lang, allMessages[lang])}>
      <Stub />
    </I18nextProvider>,
  )
}
