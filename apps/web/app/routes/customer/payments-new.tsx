import { redirect } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { Route } from './+types/payments-new'

/** Nothing to show here: the list of orders is where payments start. */
export function loader() {
  return redirect('/customer/orders')
}

/**
 * 'Pay all' (issue 15): the chosen orders (`order_ids`, numbers joined by commas) become one
 * payment group and the customer goes to its page. A plain form post, so it works without
 * JavaScript too. One order goes to its own payment page, its code being the content.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const ids = String(form.get('order_ids') ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number)
  if (ids.length === 1) throw redirect(`/payment-information?order_id=${ids[0]}`)
  const result = await api(context, requestLang(request)).call('POST /api/payment-groups', {
    body: { order_ids: ids },
  })
  if (!result.ok) throw refused(result.refusal)
  throw redirect(`/customer/payments/${result.data.data.id}`)
}
