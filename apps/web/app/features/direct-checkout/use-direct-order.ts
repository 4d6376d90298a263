import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import { useSettled } from '#app/features/addresses/use-settled.ts'
import { type DirectOrderResult, orderHref, SCRIPTED } from './direct-result.ts'

/** §8/§9: a refused direct buy is a danger alert for 3 s. */
export const FAILURE_MS = 3_000

/** The fields that make one order: the same words again are a retry of it (one key). */
const ORDER_FIELDS = ['product_id', 'quantity', 'size', 'address_id', 'shipment_method_id', 'note']

/**
 * 'Create order' from the page's script: success goes to the order's page; a refusal is shown
 * for 3 s. A retry of the same order sends the key its first try used, so a lost answer never
 * makes a second order.
 */
export function useDirectOrder({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate()
  const create = useFetcher<DirectOrderResult>({ key: 'direct-order' })
  const attempts = useRef(new Map<string, string>())
  const [failure, setFailure] = useState<string | null>(null)
  const creating = create.state !== 'idle'

  useSettled(create.state === 'idle' ? create.data : undefined, (result) => {
    if (result.ok) navigate(orderHref(result.id))
    else setFailure(result.message)
  })
  useEffect(() => {
    if (failure === null) return
    const timer = setTimeout(() => setFailure(null), FAILURE_MS)
    return () => clearTimeout(timer)
  }, [failure])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canCreate || creating) return
    const form = new FormData(event.currentTarget)
    const order = JSON.stringify(ORDER_FIELDS.map((name) => form.get(name)))
    const key = attempts.current.get(order) ?? String(form.get('key'))
    attempts.current.set(order, key)
    form.set('key', key)
    form.set(SCRIPTED, '1')
    setFailure(null)
    create.submit(form, { method: 'post' })
  }
  return { creating, failure, submit }
}
