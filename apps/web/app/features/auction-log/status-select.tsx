import { BID_STATUSES, type BidStatus } from '@kaimono/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigate } from 'react-router'
import { logHref } from './log-query.ts'

/**
 * §2 Auction log's status dropdown: All, then the four statuses (§4). A GET form, so it works
 * without JavaScript (with an Apply button); with it, a change goes to the first page at once.
 */
export function StatusSelect({ status }: { status: BidStatus | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  return (
    <Form method="get" className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-700">
        {t('auctionLog.statusLabel')}
      </label>
      <select
        id={id}
        name="status"
        value={status ?? ''}
        onChange={(event) => {
          const next = BID_STATUSES.find((value) => value === event.currentTarget.value)
          navigate(logHref(next ?? null))
        }}
        className="min-w-0 max-w-full rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <option value="">{t('auctionLog.all')}</option>
        {BID_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`auctionLog.status.${value}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
        >
          {t('auctionLog.apply')}
        </button>
      </noscript>
    </Form>
  )
}
