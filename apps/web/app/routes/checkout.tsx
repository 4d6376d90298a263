import { useTranslation } from 'react-i18next'
import { useNavigation, useSearchParams } from 'react-router'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { addressAction } from '#app/features/addresses/address-action.server.ts'
import { AddressPicker } from '#app/features/checkout/address-picker.tsx'
import { createOrdersFromForm, loadCheckout } from '#app/features/checkout/checkout.server.ts'
import { CheckoutTotal } from '#app/features/checkout/checkout-total.tsx'
import { CreateOrderForm } from '#app/features/checkout/create-order-form.tsx'
import { MadeOrders } from '#app/features/checkout/made-orders.tsx'
import { orderQuote } from '#app/features/checkout/pricing.ts'
import { ShipmentMethodPicker } from '#app/features/checkout/shipment-method-picker.tsx'
import { ShopOrder } from '#app/features/checkout/shop-order.tsx'
import { useCreateOrders } from '#app/features/checkout/use-create-orders.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'checkout')

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context)
}

/** 'Create order' (one order per shop), or a new address from the 'Change address' modal. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('intent') !== 'create-order') return addressAction(request, context)
  return createOrdersFromForm(request, context, form)
}

/** §2 Checkout: chosen items, address card, delivery method, pricing table, create order. */
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { lang, rate } = useRootData()
  const { groups, addresses, address, method, pricing, keys } = loaderData
  const [, setSearchParams] = useSearchParams()
  const reloading = navigation.state !== 'idle' && navigation.location?.pathname === '/checkout'
  const { made, creating, canCreate, submit } = useCreateOrders({
    groups,
    address,
    method,
    reloading,
  })

  const choose = (name: 'method' | 'address', value: string) =>
    setSearchParams(
      (params) => {
        params.set(name, value)
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('routes.checkout')}</PageTitle>
      <MadeOrders made={made} />
      {groups.length === 0 ? (
        <EmptyState
          className="mt-6"
          message={t('checkout.noItems')}
          to="/cart"
          action={t('checkout.backToCart')}
        />
      ) : (
        <div className="mt-6 grid items-start gap-6 max-sm:pb-24 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <AddressPicker
              addresses={addresses}
              address={address}
              onChoose={(id) => choose('address', String(id))}
            />
            <ShipmentMethodPicker method={method} onChoose={(id) => choose('method', id)} />
            {groups.map((group) => (
              <ShopOrder
                key={group.shop_id}
                group={group}
                price={orderQuote(pricing, group.shop_id)}
                busy={reloading}
                rate={rate}
                lang={lang}
              />
            ))}
          </div>
          <CheckoutTotal groups={groups} pricing={pricing} busy={reloading} lang={lang}>
            <CreateOrderForm
              groups={groups}
              address={address}
              method={method}
              pricing={pricing}
              keys={keys}
              canCreate={canCreate}
              creating={creating}
              onSubmit={submit}
              lang={lang}
            />
          </CheckoutTotal>
        </div>
      )}
    </main>
  )
}
