import type { Lang } from '@kaimono/contracts'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createRoutesStub } from 'react-router'
import { createI18n } from '../app/i18n/i18n.ts'
import { allMessages } from '../app/i18n/messages.server.ts'

const NothingYet = () => null

type RootData = {
  lang: Lang
  brand: string
  user: { name: string } | null
  nonce: string
  rate: string
}

/** Renders a component inside the root route (its loader data) and the chosen language. */
export function renderInApp(
  ui: () => ReactNode,
  { lang = 'en', root = {} }: { lang?: Lang; root?: Partial<RootData> } = {},
) {
  const data: RootData = {
    lang,
    brand: 'Kaimono',
    user: null,
    nonce: '',
    rate: '172.5',
    ...root,
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: NothingYet,
      Component: ui,
    },
  ])
  return render(
    <I18nextProvider i18n={createI18n(lang, allMessages[lang])}>
      <Stub />
    </I18nextProvider>,
  )
}
