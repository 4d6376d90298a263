import type { Transaction } from '@kaimono/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { TransactionTable } from './transaction-table.tsx'
import { Figure } from './wallet-figures.tsx'
import { parseWalletQuery } from './wallet-query.ts'

const row = (id: number, amount: number, references: [string, string][]): Transaction => ({
  id,
  wallet_id: 3,
  voucher_date: Date.UTC(2026, 10, 20, 3) / 1000,
  transaction_type_id: amount > 0 ? 'deposit' : 'order_payment',
  transaction_type: {
    id: 'deposit',
    name: amount > 0 ? 'Deposit' : 'Order payment',
    _name: { vi: '', ja: '', en: '' },
  },
  amount,
  available_amount: amount,
  balance_after: 0,
  available_after: 0,
  note: null,
  references: references.map(([type, receiptable], index) => ({
    id: id * 10 + index,
    receiptable_type: type,
    receiptable_id: receiptable,
  })),
})

describe('TransactionTable', () => {
  test('numbers rows from the page start, labels references (§4) and signs amounts', async () => {
    renderInApp(() => (
      <TransactionTable
        rows={[
          row(9, 500_000, [['bank_transfer', 'FT2611230001']]),
          row(8, -320_000, [['order', 'OS000123']]),
          row(7, 1_000, [
            ['sfa', 'S-1'],
            ['lading_bill', 'LB-7'],
            ['mystery_type', 'X-1'],
          ]),
        ]}
        from={21}
        currency="VND"
        query={parseWalletQuery(new URLSearchParams('sort=-amount&reference=FT'))}
      />
    ))
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((tr) => tr.textContent)).toEqual([
      '2120/11/2026Deposit+500,000\u00a0đBank transfer FT2611230001',
      '2220/11/2026Order payment-320,000\u00a0đSale order OS000123',
      '2320/11/2026Deposit+1,000\u00a0đSFA S-1Lading bill LB-7mystery_type X-1',
    ])
  })

  test('sort headers toggle field and -field and keep the filters (§4)', async () => {
    renderInApp(() => (
      <TransactionTable
        rows={[row(1, 1, [])]}
        from={1}
        currency="JPY"
        query={parseWalletQuery(
          new URLSearchParams('sort=-amount&reference=FT&transactions_page=3'),
        )}
      />
    ))
    const amount = await screen.findByRole('columnheader', { name: /Amount/ })
    expect(amount).toHaveAttribute('aria-sort', 'descending')
    expect(within(amount).getByRole('link')).toHaveAttribute('href', '/?sort=amount&reference=FT')
    const date = screen.getByRole('columnheader', { name: /Voucher date/ })
    expect(date).not.toHaveAttribute('aria-sort')
    expect(within(date).getByRole('link')).toHaveAttribute(
      'href',
      '/?sort=voucher_date&reference=FT',
    )
    expect(screen.getByText('+¥1')).toBeInTheDocument()
  })
})

describe('Figure (§2: danger colour below zero, else primary)', () => {
  test.each([
    // The text matcher sees the no-break space as a space.
    [-1, 'danger', '-1 đ'],
    [0, 'primary', '0 đ'],
    [250_000, 'primary', '250,000 đ'],
  ])('%i is %s', async (amount, tone, text) => {
    renderInApp(() => <Figure amount={amount} currency="VND" />)
    const figure = await screen.findByText(text)
    expect(figure).toHaveAttribute('data-tone', tone)
  })
})
