import type { BankAccount, PaymentInformation } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { PARAMS, type Param } from './payment-link.ts'

/**
 * §2 query price and order_id. The API decides the transfer (a customer's own order is paid at
 * its total whatever the link says); a link it refuses still shows the account, with why.
 */
export async function loadPaymentInformation(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const lang = requestLang(request)
  const client = api(context, lang)
  const url = new URL(request.url)
  const given = url.searchParams
  const origin = url.origin
  const query: Partial<Record<Param, string>> = {}
  for (const param of PARAMS) {
    const value = given.get(param)
    if (value !== null) query[param] = value
  }
  let fields: Partial<Record<Param, string[]>> = {}
  // A link to an order that asks for nothing (cancelled): the server's reason, and no transfer.
  let declined: string | null = null
  if (Object.keys(query).length > 0) {
    const result = await client.call('GET /api/payment-information', { query })
    if (result.ok) {
      const { data: transfer } = result.data
      return { lang, origin, bank: transfer as BankAccount, transfer, refused: fields, declined }
    }
    const { refusal } = result
    if (refusal.status === 409) declined = refusal.message
    else if (refusal.status !== 422 || !refusal.errors) throw refused(refusal)
    else fields = refusal.errors
  }
  const result = await client.call('GET /api/payment-information/bank-account')
  if (!result.ok) throw refused(result.refusal)
  return {
    lang,
    origin,
    bank: result.data.data,
    transfer: null as PaymentInformation | null,
    refused: fields,
    declined,
  }
}
