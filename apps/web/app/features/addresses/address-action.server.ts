import type { AddressInput } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import {
  type AddressActionResult,
  type AddressIntent,
  type AddressTyped,
  NEW_ADDRESS,
} from './address-result.ts'

// §5: no rule is checked here; the API validates and answers per field.
function inputOf(form: FormData): AddressInput {
  const text = (name: string) => String(form.get(name) ?? '')
  return {
    consignee: text('consignee'),
    tel: text('tel'),
    ward_id: text('ward_id'),
    scheme: text('scheme') === '2025' ? '2025' : 'old',
    address_detail: text('address_detail'),
    note: text('note'),
    default: form.get('default') === 'on',
  }
}

function typedIn(form: FormData): AddressTyped {
  const { consignee, tel, address_detail, note } = inputOf(form)
  return { consignee, tel, address_detail, note: note ?? '', default: form.get('default') === 'on' }
}

/** Creates, updates or deletes one of the customer's addresses through the API (§7). */
export async function addressAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AddressActionResult> {
  const form = await request.formData()
  const client = api(context, requestLang(request))
  const id = String(form.get('id') ?? '')
  const intent: AddressIntent =
    form.get('intent') === 'delete' ? 'delete' : id ? 'update' : 'create'
  const params = { id }
  const result =
    intent === 'delete'
      ? await client.call('DELETE /api/addresses/{id}', { params })
      : intent === 'update'
        ? await client.call('PUT /api/addresses/{id}', { params, body: inputOf(form) })
        : await client.call('POST /api/addresses', { body: inputOf(form) })
  const panel = id || NEW_ADDRESS
  if (result.ok) return { form: panel, intent, ok: true, id: result.data?.data.id }
  return {
    form: panel,
    intent,
    ok: false,
    message: result.refusal.message,
    errors: result.refusal.errors ?? {},
    values: intent === 'delete' ? undefined : typedIn(form),
  }
}
