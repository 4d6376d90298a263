import type { ChargedOrder, PostedDeposit } from '@kaimono/contracts'
import type { OpsCommand } from './client.ts'
import { OpsError, orderIdOf, required } from './client.ts'

/** Whole units, optionally grouped in thousands: 500000, 500.000, 500,000 or 500_000. */
export function amountOf(value: string): number {
  const text = value.trim()
  if (!/^(\d+|\d{1,3}([.,_]\d{3})+)$/.test(text)) {
    throw new OpsError(`--amount must be a whole number such as 500000, not ${value}`)
  }
  return Number(text.replace(/[.,_]/g, ''))
}

/** A day (YYYY-MM-DD) as the unix second it starts in Vietnam (UTC+7, as dates are shown). */
export function voucherDateOf(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  const [year, month, day] = (match?.slice(1) ?? []).map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0))
  if (!match || date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) {
    throw new OpsError(`--date must be a day such as 2026-11-23, not ${value}`)
  }
  return date.getTime() / 1000 - 7 * 3600
}

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined

/**
 * The Idempotency-Keys come from what identifies the money, not from the run: a deposit's is
 * its bank transfer's reference, an order charge's the order. Running a command again (after a
 * timeout, or twice by mistake) posts nothing new; the server answers with the first posting,
 * or a 409 when the second run asked for something else under the same transfer.
 */
export const depositKey = (reference: string) => `ops-deposit:${reference}`
export const chargeKey = (orderId: number) => `ops-order-charge:${orderId}`

export const walletCommands: Record<string, OpsCommand> = {
  'wallet:deposit': {
    usage:
      '[--customer 100001] --currency VND --amount 500000 --reference FT2611230001 [--content "KMP000045"] [--note text] [--date 2026-11-23]',
    summary:
      "record a customer's bank transfer as a deposit; --content (the transfer's content as the bank shows it) pays the orders it names, and names the customer when --customer is left out; the same --reference posts once, however often it is run",
    options: {
      customer: { type: 'string' },
      content: { type: 'string' },
      currency: { type: 'string' },
      amount: { type: 'string' },
      reference: { type: 'string' },
      note: { type: 'string' },
      date: { type: 'string' },
    },
    async run(client, values) {
      const customer = text(values.customer)
      const content = text(values.content)
      if (customer === undefined && content === undefined) {
        throw new OpsError('give --customer, or --content naming the orders the transfer pays')
      }
      if (customer !== undefined && !/^\d{1,9}$/.test(customer)) {
        throw new OpsError(`--customer must be a customer number such as 100001, not ${customer}`)
      }
      const reference = required(values, 'reference')
      const date = text(values.date)
      const { data, paid_orders: paid } = await client
        .request<PostedDeposit>(
          'POST',
          '/api/staff/wallets/deposits',
          {
            customer_id: customer === undefined ? undefined : Number(customer),
            transfer_content: content,
            currency_id: required(values, 'currency').toUpperCase(),
            amount: amountOf(required(values, 'amount')),
            reference,
            note: text(values.note),
            voucher_date: date === undefined ? undefined : voucherDateOf(date),
          },
          { 'idempotency-key': depositKey(reference) },
        )
        .catch((error: Error) => {
          if (!/: 409 /.test(error.message)) throw error
          throw new OpsError(
            `${error.message}: the transfer ${reference} was recorded before with other details (customer, currency, amount, note or date); nothing was posted`,
          )
        })
      const to = customer === undefined ? '' : ` to customer ${customer}`
      const deposited = `deposit ${data.id} of ${data.amount} (reference ${reference})${to}`
      const last = paid.at(-1)
      if (!last) {
        return `${deposited}: wallet ${data.wallet_id} balance ${data.balance_after}, available ${data.available_after}`
      }
      // The wallet's figures after the orders the transfer paid.
      return `${deposited} paid ${paid.map((order) => order.code).join(', ')}: wallet ${data.wallet_id} balance ${last.balance_after}, available ${last.available_after}`
    },
  },
  'order:charge': {
    usage: '--order OS000123 [--allow-credit]',
    summary:
      "pay an order from its customer's VND wallet and move it to Paid; --allow-credit lets the wallet go below zero",
    options: { order: { type: 'string' }, 'allow-credit': { type: 'boolean' } },
    async run(client, values) {
      const id = orderIdOf(required(values, 'order'))
      const { data } = await client.request<ChargedOrder>(
        'POST',
        `/api/staff/orders/${id}/charge`,
        { allow_credit: values['allow-credit'] === true },
        { 'idempotency-key': chargeKey(id) },
      )
      const { order, transaction } = data
      return `order ${order.code} is ${order.status_id}: charged ${-transaction.amount} VND, wallet ${transaction.wallet_id} balance ${transaction.balance_after}, available ${transaction.available_after}`
    },
  },
}
