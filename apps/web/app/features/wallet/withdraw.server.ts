import type { ApiClient } from '@kaimono/contracts'
import type { RouterContextProvider } from 'react-router'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { topUpDigits } from './top-up.tsx'
import type { WithdrawField, WithdrawResult } from './withdraw-result.ts'

const FIELDS: readonly WithdrawField[] = ['amount', 'bank_bin', 'account_number', 'account_name']

/**
 * The customer's latest withdrawal requests, and a fresh Idempotency-Key for the form: a double
 * tap (or a page posted again) sends the same key, so it makes one request.
 */
export async function loadWithdrawals(client: ApiClient) {
  const list = await client.call('GET /api/wallet/withdrawals', { query: { perPage: 10 } })
  if (!list.ok) throw refused(list.refusal)
  return { list: list.data.data, total: list.data.total, key: crypto.randomUUID() }
}

/** The amount as typed ('500.000 đ') in dong; not a number (sent as null) when it is none. */
function amountOf(typed: string): number {
  const digits = topUpDigits(typed) ?? ''
  return /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN
}

/** The wallet page's posts: a withdrawal request (`intent=withdraw`) or its cancel. */
export async function withdrawAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<WithdrawResult> {
  const form = await request.formData()
  const client = api(context, requestLang(request))
  const field = (name: string) => String(form.get(name) ?? '')
  if (field('intent') === 'cancel') {
    const result = await client.call('POST /api/wallet/withdrawals/{id}/cancel', {
      params: { id: field('id') },
    })
    if (result.ok) return { intent: 'cancel', ok: true, code: result.data.data.code }
    return { intent: 'cancel', ok: false, message: result.refusal.message }
  }
  const values = {
    amount: field('amount'),
    bank_bin: field('bank_bin'),
    account_number: field('account_number'),
    account_name: field('account_name'),
  }
  const result = await client.call('POST /api/wallet/withdrawals', {
    body: { ...values, amount: amountOf(values.amount) },
    headers: { 'idempotency-key': field('key') },
  })
  if (result.ok) return { intent: 'withdraw', ok: true, code: result.data.data.code }
  const { message, errors = {} } = result.refusal
  const fieldErrors: Partial<Record<WithdrawField, string[]>> = {}
  for (const name of FIELDS) if (errors[name]) fieldErrors[name] = errors[name]
  return { intent: 'withdraw', ok: false, message, errors: fieldErrors, values }
}
