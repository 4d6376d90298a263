import { MAX_ADDRESSES } from '@kaimono/contracts'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '#app/components/ui/alert.tsx'
import { addressAction } from '#app/features/addresses/address-action.server.ts'
import { AddressPanel, NewAddressPanel } from '#app/features/addresses/address-panel.tsx'
import { type AddressActionResult, NEW_ADDRESS } from '#app/features/addresses/address-result.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/address'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-address')

// The API lists the customer's own addresses, default first, then newest.
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await api(context, requestLang(request)).call('GET /api/addresses', {
    query: { perPage: MAX_ADDRESSES },
  })
  if (!result.ok) throw refused(result.refusal)
  return { addresses: result.data.data }
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressAction(request, context)
}

const DONE = {
  create: 'addresses.created',
  update: 'addresses.updated',
  delete: 'addresses.removed',
} as const

/** §2 Address book: a panel per saved address (Save, Delete) and a 'Create new address' panel. */
export default function AddressBook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { addresses } = loaderData
  const heading = useRef<HTMLHeadingElement>(null)
  // Only a form posted without JavaScript leaves its answer here; the fetchers keep their own.
  const posted: AddressActionResult | undefined = actionData
  const refused = (form: string) =>
    posted?.ok === false && posted.form === form ? posted : undefined

  return (
    <main id="main" className="space-y-4">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none"
      >
        {t('routes.customer-address')}
      </h1>
      {posted?.ok ? <Alert tone="success">{t(DONE[posted.intent])}</Alert> : null}
      {addresses.length === 0 ? <Alert tone="info">{t('addresses.empty')}</Alert> : null}
      <NewAddressPanel initiallyOpen={addresses.length === 0} refused={refused(NEW_ADDRESS)} />
      {addresses.map((address) => (
        <AddressPanel
          key={address.id}
          address={address}
          refused={refused(String(address.id))}
          // A deleted address's panel had the focus; the page's heading takes it.
          onRemoved={() => heading.current?.focus()}
        />
      ))}
    </main>
  )
}
