import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useDebouncedCallback } from '#app/lib/use-debounced-callback.ts'
import { voucherDateRange, type WalletQuery, walletHref } from './wallet-query.ts'

const CONTROL =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

/** A date typed segment by segment passes through other dates: apply after a pause. */
const DATE_SETTLE_MS = 600

/**
 * §2 filter row: reset, the voucher date range and the reference. Without JavaScript it is a
 * GET form (to this page) with an Apply button. With it, the reference applies on Enter, the range as soon as
 * both days are set (and goes away when a day of an applied range is cleared), and Apply hides.
 * Any change returns to page 1; reset replaces the history entry (§2).
 */
export function TransactionFilters({ query }: { query: WalletQuery }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const read = (): WalletQuery => {
    const data = new FormData(form.current ?? undefined)
    const text = (name: string) => String(data.get(name) ?? '').trim() || null
    return {
      ...query,
      dateFrom: text('date_from'),
      dateTo: text('date_to'),
      reference: text('reference'),
      page: 1,
    }
  }
  const apply = (next: WalletQuery) => navigate(walletHref(next), { preventScrollReset: true })
  const applied = voucherDateRange(query)
  const onDateChange = useDebouncedCallback(() => {
    const next = read()
    const range = voucherDateRange(next)
    if (range ? range.join() !== applied?.join() : applied !== null) {
      apply({ ...next, reference: query.reference })
    }
  }, DATE_SETTLE_MS)
  const onReferenceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply({ ...query, reference: read().reference, page: 1 })
  }

  return (
    <Panel
      as="form"
      ref={form}
      method="get"
      aria-label={t('wallet.filters')}
      onSubmit={(event) => {
        event.preventDefault()
        apply(read())
      }}
      className="flex flex-col gap-3 p-4 md:flex-row md:items-end"
    >
      {query.sort === '-voucher_date' ? null : (
        <input type="hidden" name="sort" value={query.sort} />
      )}
      <fieldset className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:max-w-sm">
        <legend className="sr-only">{t('wallet.dateRange')}</legend>
        <label className="block text-sm font-medium text-stone-800">
          {t('wallet.dateFrom')}
          <input
            type="date"
            name="date_from"
            min="2000-01-01"
            defaultValue={query.dateFrom ?? ''}
            onChange={onDateChange}
            className={CONTROL}
          />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          {t('wallet.dateTo')}
          <input
            type="date"
            name="date_to"
            min="2000-01-01"
            defaultValue={query.dateTo ?? ''}
            onChange={onDateChange}
            className={CONTROL}
          />
        </label>
      </fieldset>
      <label className="block min-w-0 flex-1 text-sm font-medium text-stone-800">
        {t('wallet.referenceFilter')}
        <input
          type="search"
          name="reference"
          maxLength={64}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('wallet.referencePlaceholder')}
          defaultValue={query.reference ?? ''}
          onKeyDown={onReferenceKey}
          className={CONTROL}
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" hidden={hydrated} className="py-2">
          {t('wallet.apply')}
        </Button>
        <Link
          to="?"
          replace
          preventScrollReset
          className="inline-flex items-center justify-center rounded-full border border-stone-300 bg-white px-5 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500"
        >
          {t('wallet.reset')}
        </Link>
      </div>
    </Panel>
  )
}
