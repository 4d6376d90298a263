import type { AuctionLog, BidStatus, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { formatDateTime, formatJpy, formatVnd } from '#app/lib/format.ts'

// §4 badge colours, each dark enough on its tint for AA contrast.
const TONES: Record<BidStatus, string> = {
  success: 'bg-brand-100 text-brand-900 ring-brand-200',
  'missing-top': 'bg-amber-100 text-amber-900 ring-amber-200',
  'final-missing-top': 'bg-stone-100 text-stone-800 ring-stone-200',
  'final-success': 'bg-green-100 text-green-900 ring-green-200',
}

/** §3: `data` is JSON text with the item's image_uri and name; anything else shows nothing. */
export function itemOf(data: string): { name: string; image_uri: string } {
  try {
    const parsed: unknown = JSON.parse(data)
    const { name, image_uri } = (parsed ?? {}) as Record<string, unknown>
    return {
      name: typeof name === 'string' ? name : '',
      image_uri: typeof image_uri === 'string' ? image_uri : '',
    }
  } catch {
    return { name: '', image_uri: '' }
  }
}

const Time = ({ at }: { at: number }) => (
  <time dateTime={new Date(at * 1000).toISOString()}>{formatDateTime(at)}</time>
)

/**
 * §2 Auction log row: the item's picture, the status, its name leading to the auction, the
 * maximum in VND and JPY, the end (or 'Auction ended'), the order a win made, the bid's time.
 * `now` is the loader's clock (unix seconds), so the server and the browser render alike.
 */
export function LogRow({ log, now, lang }: { log: AuctionLog; now: number; lang: Lang }) {
  const { t } = useTranslation()
  const item = itemOf(log.data)
  const ended = log.date_finish <= now || log.status.startsWith('final-')
  return (
    <Panel as="li" data-bid={log.id} className="flex gap-3 p-4 sm:gap-4">
      {item.image_uri ? (
        <Thumbnail src={item.image_uri} size={64} lazy />
      ) : (
        <span className="size-16 shrink-0 rounded-lg bg-stone-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <span
          className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[log.status]}`}
        >
          {t(`auctionLog.status.${log.status}`)}
        </span>
        <Link
          to={
            log.market === 'ecoring'
              ? `/other-market/ecoring/detail/timelimit/${encodeURIComponent(log.link)}`
              : `/other-market/yahoo-auction/${encodeURIComponent(log.link)}`
          }
          className="line-clamp-2 break-words font-medium text-stone-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {item.name || log.link}
        </Link>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 text-sm sm:grid-cols-2">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-stone-600">{t('auctionLog.maxBid')}:</dt>
            <dd className="tabular-nums">
              <span className="font-semibold text-brand-700">{formatVnd(log.price_vnd, lang)}</span>{' '}
              <span className="text-stone-600">({formatJpy(log.price)})</span>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className={ended ? 'sr-only' : 'text-stone-600'}>{t('auctionLog.endsAt')}:</dt>
            {ended ? (
              <dd className="font-medium text-stone-700">{t('auctionLog.ended')}</dd>
            ) : (
              <dd className="tabular-nums">
                <Time at={log.date_finish} />
              </dd>
            )}
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-stone-600">{t('auctionLog.bidAt')}:</dt>
            <dd className="tabular-nums">
              <Time at={log.date_bid} />
            </dd>
          </div>
          {log.order_id !== null ? (
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-stone-600">{t('auctionLog.order')}:</dt>
              <dd>
                <Link
                  to={`/customer/orders/${log.order_id}`}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  {t('auctionLog.orderLink', { id: log.order_id })}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </Panel>
  )
}
