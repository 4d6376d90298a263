import type { Address, CartGroup, ShipmentMethodId } from '@kaimono/contracts'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher, useNavigate } from 'react-router'
import { useToast } from '#app/components/ui/toast.tsx'
import { useSettled } from '#app/features/addresses/use-settled.ts'
import { keepAttemptKeys } from './attempt-keys.ts'
import {
  type CreatedShopOrder,
  type CreateOrdersResult,
  placedHref,
  SCRIPTED,
} from './checkout-result.ts'

type Checkout = {
  groups: CartGroup[]
  address: Address | null
  method: ShipmentMethodId
  /** The page's data is reloading (another address or method). */
  reloading: boolean
}

/**
 * 'Create order' from the page's script: the orders made so far, whether it can be pressed, and
 * the form's submit handler. Success goes to the orders just made; a refusal is a toast.
 */
export function useCreateOrders({ groups, address, method, reloading }: Checkout) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const create = useFetcher<CreateOrdersResult>({ key: 'checkout-create' })
  // Idempotency keys by what each shop's order says: a retry of the same order reuses its key.
  const attempts = useRef(new Map<string, string>())
  // Orders already made by this checkout: a retry after a refusal makes only the rest (their
  // lines have left the cart), and the customer can open them.
  const [made, setMade] = useState<CreatedShopOrder[]>([])
  const creating = create.state !== 'idle'
  // §4: enabled only with items, an address and a method, and no creation in progress.
  const canCreate = groups.length > 0 && address !== null && !creating && !reloading

  // Once the page's data has been reloaded too: a navigation started while that reload runs can
  // stall in the route discovery of React Router (the URL changes, the page does not).
  useSettled(create.state === 'idle' ? create.data : undefined, (result) => {
    const all = [...made, ...result.created]
    setMade(all)
    if (result.ok && all.length > 0) {
      // Issue 15: one page for the orders just made, with their total and one way to pay them.
      navigate(placedHref(all))
    } else if (!result.ok) {
      toast(result.message || t('cart.error'), 'danger')
    }
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canCreate || !address) return
    const form = new FormData(event.currentTarget)
    keepAttemptKeys(attempts.current, form, groups, address.id, method)
    form.set(SCRIPTED, '1')
    create.submit(form, { method: 'post' })
  }

  return { made, creating, canCreate, submit }
}
