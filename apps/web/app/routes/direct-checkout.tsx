import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { addressAction } from '#app/features/addresses/address-action.server.ts'
import { AddressPicker } from '#app/features/checkout/address-picker.tsx'
import { ShipmentMethodPicker } from '#app/features/checkout/shipment-method-picker.tsx'
import {
  createDirectOrder,
  loadDirectCheckout,
} from '#app/features/direct-checkout/direct-checkout.server.ts'
import { DirectItem } from '#app/features/direct-checkout/direct-item.tsx'
import { DirectOrderPanel } from '#app/features/direct-checkout/direct-order-panel.tsx'
import { directHref } from '#app/features/direct-checkout/direct-query.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/direct-checkout'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches)

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDirectCheckout(request, context, params.shopId)
}

/** 'Create order' (one order of the item), or a new address from the 'Change address' modal. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('intent') !== 'create-order') return addressAction(request, context)
  return createDirectOrder(request, context, params.shopId, form)
}

/** §2 Direct checkout: one market item bought without the cart, as one order. */
export default function DirectCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const { shop, item, unavailable, quantity, size, note, addresses, address, method } = loaderData
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname
  const choose = (changes: Record<string, string>) =>
    navigate(directHref(location, changes), { replace: true, preventScrollReset: true })
  const blocked = !item
    ? null
    : item.is_sold_out
      ? t('direct.soldOut')
      : item.size.length > 0 && !size
        ? t('direct.chooseSize')
        : null
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{t('routes.other-market-payment')}</PageTitle>
      {!item ? (
        <div className="mt-6">
          <Alert tone="danger">{unavailable || t('direct.unavailable')}</Alert>
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <DirectItem
              item={item}
              shop={shop}
              quantity={quantity}
              size={size}
              onQuantity={(next) => choose({ quantity: String(next) })}
              onSize={(next) => choose({ size: next })}
              rate={rate}
              lang={lang}
            />
            <AddressPicker
              addresses={addresses}
              address={address}
              onChoose={(id) => choose({ address: String(id) })}
            />
            <ShipmentMethodPicker method={method} onChoose={(id) => choose({ method: id })} />
          </div>
          <DirectOrderPanel
            order={{
              productId: item.id,
              quantity,
              size,
              price: item.price,
              addressId: address?.id ?? null,
              method,
              note,
              key: loaderData.key,
            }}
            pricing={loaderData.pricing}
            busy={busy}
            blocked={blocked}
            lang={lang}
          />
        </div>
      )}
    </main>
  )
}
