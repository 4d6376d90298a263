import {
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalList,
  type WithdrawalStatus,
} from '@kaimono/contracts'
import type { OpsCommand } from './client.ts'
import { OpsError, required } from './client.ts'

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined

/** A withdrawal given as its id (12) or its code (RT000012). */
export function withdrawalIdOf(value: string): number {
  const match = /^(?:RT)?0*(\d{1,9})$/i.exec(value.trim())
  if (!match) {
    throw new OpsError(`--withdrawal must be an id or code such as RT000012, not ${value}`)
  }
  return Number(match[1])
}

/** One line per withdrawal: who, how much, to which account, and where it stands. */
export function describeWithdrawal(withdrawal: Withdrawal): string {
  const reference = withdrawal.bank_reference ? ` reference ${withdrawal.bank_reference}` : ''
  const note = withdrawal.note ? ` (${withdrawal.note})` : ''
  return `${withdrawal.code} customer ${withdrawal.customer_id} ${withdrawal.amount} VND to ${withdrawal.bank_name} (${withdrawal.bank_bin}) ${withdrawal.account_number} ${withdrawal.account_name}: ${withdrawal.status}${reference}${note}`
}

export const withdrawalCommands: Record<string, OpsCommand> = {
  'withdrawal:list': {
    usage: '[--status requested|paid|cancelled|rejected|all] [--customer 100001]',
    summary:
      'list withdrawal requests, oldest first: by default those waiting to be paid (requested)',
    options: { status: { type: 'string' }, customer: { type: 'string' } },
    async run(client, values) {
      const status = text(values.status) ?? 'requested'
      if (status !== 'all' && !WITHDRAWAL_STATUSES.includes(status as WithdrawalStatus)) {
        throw new OpsError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')} or all`)
      }
      const query = new URLSearchParams({ per_page: '100', sort: 'requested_at' })
      if (status !== 'all') query.set('filter[status]', status)
      const customer = text(values.customer)
      if (customer !== undefined) {
        if (!/^\d{1,9}$/.test(customer)) {
          throw new OpsError(`--customer must be a customer number such as 100001, not ${customer}`)
        }
        query.set('filter[customer_id]', customer)
      }
      const list = await client.request<WithdrawalList>('GET', `/api/staff/withdrawals?${query}`)
      if (list.data.length === 0) return 'no withdrawals to show'
      const more = list.total > list.data.length ? `\n(${list.total} in all; oldest 100 shown)` : ''
      return `${list.data.map(describeWithdrawal).join('\n')}${more}`
    },
  },
  'withdrawal:paid': {
    usage: '--withdrawal RT000012 --reference FT2611230001 [--note text]',
    summary:
      "record that the money was sent to the customer's account, with the bank's reference of the transfer: the wallet's balance drops by it and the customer is told; a second confirm is refused",
    options: {
      withdrawal: { type: 'string' },
      reference: { type: 'string' },
      note: { type: 'string' },
    },
    async run(client, values) {
      const id = withdrawalIdOf(required(values, 'withdrawal'))
      const { data } = await client.request<{ data: Withdrawal }>(
        'POST',
        `/api/staff/withdrawals/${id}/paid`,
        { reference: required(values, 'reference'), note: text(values.note) },
      )
      return describeWithdrawal(data)
    },
  },
  'withdrawal:reject': {
    usage: '--withdrawal RT000012 --note "the account name does not match"',
    summary:
      'refuse a withdrawal request, saying why (the customer reads it): the held amount is available to them again',
    options: { withdrawal: { type: 'string' }, note: { type: 'string' } },
    async run(client, values) {
      const id = withdrawalIdOf(required(values, 'withdrawal'))
      const { data } = await client.request<{ data: Withdrawal }>(
        'POST',
        `/api/staff/withdrawals/${id}/reject`,
        { note: required(values, 'note') },
      )
      return describeWithdrawal(data)
    },
  },
}
