import type {
  BankAccount,
  BankAccountResponse,
  PaymentInformation,
  PaymentInformationResponse,
  ValidationErrorBody,
} from '@kaimono/contracts'
import { data, type RouterContextProvider } from 'react-router'
import { api } from '#app/lib/api.server.ts'
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
  const query = new URLSearchParams()
  for (const param of PARAMS) {
    const value = given.get(param)
    if (value !== null) query.set(param, value)
  }
  let refused: Partial<Record<Param, string[]>> = {}
  // A link to an order that asks for nothing (cancelled): the server's reason, and no transfer.
  let declined: string | null = null
  if (query.size > 0) {
    const result = await client.get<PaymentInformationResponse | ValidationErrorBody>(
      `/api/payment-information?${query}`,
    )
    if (result.ok && 'data' in result.data) {
      const { data: transfer } = result.data
      return { lang, origin, bank: transfer as BankAccount, transfer, refused, declined }
    }
    if (result.status === 409) {
      declined = (result.data as { message?: string }).message ?? ''
    } else if (result.status !== 422 || !('errors' in result.data)) {
      throw data(result.data, { status: result.status })
    } else refused = result.data.errors
  }
  const result = await client.get<BankAccountResponse>('/api/payment-information/bank-account')
  if (!result.ok) throw data(result.data, { status: result.status })
  return {
    lang,
    origin,
    bank: result.data.data,
    transfer: null as PaymentInformation | null,
    refused,
    declined,
  }
}
