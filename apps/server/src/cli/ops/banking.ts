import type { BankTransfer, BankTransferList } from '@kaimono/contracts'
import type { OpsCommand } from './client.ts'
import { OpsError, required } from './client.ts'
import { amountOf } from './wallet.ts'

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined

function idOf(value: string, option: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) {
    throw new OpsError(`--${option} must be a number such as 12, not ${value}`)
  }
  return Number(value)
}

/** One line per transfer: what came, from whom it is, what became of it and why. */
export function describeTransfer(transfer: BankTransfer): string {
  const customer = transfer.customer_id === null ? '' : ` customer ${transfer.customer_id}`
  const paid = transfer.paid_orders.length ? ` paid ${transfer.paid_orders.join(', ')}` : ''
  const unpaid = transfer.unpaid_orders.length
    ? ` waiting ${transfer.unpaid_orders.join(', ')}`
    : ''
  const reason = transfer.reason ? ` (${transfer.reason})` : ''
  const review = transfer.needs_review ? ' — needs review' : ''
  return `#${transfer.id} ${transfer.provider} ${transfer.reference} ${transfer.amount} VND "${transfer.content}": ${transfer.status}${reason}${customer}${paid}${unpaid}${review}`
}

export const bankingCommands: Record<string, OpsCommand> = {
  'bank:simulate': {
    usage: '--amount 1500000 --content "OS000123" [--provider sepay|casso] [--reference FT…]',
    summary:
      "send a transfer into the shop's account as SePay or Casso would report it (BANK_SIMULATOR=on): it goes through the webhook's checks and pays what its content names, as a real one would",
    options: {
      amount: { type: 'string' },
      content: { type: 'string' },
      provider: { type: 'string' },
      reference: { type: 'string' },
    },
    async run(client, values) {
      const { data } = await client.request<{ data: BankTransfer }>(
        'POST',
        '/api/staff/bank-transfers/simulate',
        {
          provider: text(values.provider) ?? 'sepay',
          amount: amountOf(required(values, 'amount')),
          content: required(values, 'content'),
          reference: text(values.reference),
        },
      )
      return describeTransfer(data)
    },
  },
  'bank:transfers': {
    usage: '[--all] [--status unmatched|short|over|matched|assigned|ignored]',
    summary:
      'list the transfers received, newest first: by default only those waiting for staff (unmatched, short, over)',
    options: { all: { type: 'boolean' }, status: { type: 'string' } },
    async run(client, values) {
      const query = new URLSearchParams({ per_page: '100' })
      if (values.all !== true) query.set('filter[review]', '1')
      const status = text(values.status)
      if (status) query.set('filter[status]', status)
      const list = await client.request<BankTransferList>(
        'GET',
        `/api/staff/bank-transfers?${query}`,
      )
      if (list.data.length === 0) return 'no transfers to show'
      const more = list.total > list.data.length ? `\n(${list.total} in all; newest 100 shown)` : ''
      return `${list.data.map(describeTransfer).join('\n')}${more}`
    },
  },
  'bank:assign': {
    usage: '--transfer 12 --customer 100001 [--note text]',
    summary:
      'say whose an unmatched transfer is: it is deposited to that customer and pays the orders of theirs its content names',
    options: {
      transfer: { type: 'string' },
      customer: { type: 'string' },
      note: { type: 'string' },
    },
    async run(client, values) {
      const id = idOf(required(values, 'transfer'), 'transfer')
      const { data } = await client.request<{ data: BankTransfer }>(
        'POST',
        `/api/staff/bank-transfers/${id}/assign`,
        { customer_id: idOf(required(values, 'customer'), 'customer'), note: text(values.note) },
      )
      return describeTransfer(data)
    },
  },
  'bank:resolve': {
    usage: '--transfer 12 --note "customer will send the rest"',
    summary: 'record that a short, over or unmatched transfer was dealt with, and how',
    options: { transfer: { type: 'string' }, note: { type: 'string' } },
    async run(client, values) {
      const id = idOf(required(values, 'transfer'), 'transfer')
      const { data } = await client.request<{ data: BankTransfer }>(
        'POST',
        `/api/staff/bank-transfers/${id}/resolve`,
        { note: required(values, 'note') },
      )
      return describeTransfer(data)
    },
  },
}
