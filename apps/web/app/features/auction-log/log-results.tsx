import type { AuctionLog, BidStatus, Lang, Paged } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigation } from 'react-router'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { Skeleton } from '#app/components/ui/skeleton.tsx'
import { logHref } from './log-query.ts'
import { LogRow } from './log-row.tsx'

const SKELETONS = 4

function RowSkeleton() {
  return (
    <Panel as="li" className="flex gap-3 p-4 sm:gap-4">
      <Skeleton className="size-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-2">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-3/4 rounded" />
        <Skeleton className="h-4 w-1/2 rounded" />
      </div>
    </Panel>
  )
}

/**
 * §2 Auction log's list: 'Showing from-to / total', the rows and their pages; placeholders
 * while another page or status loads; §8 'Sorry, can not find your bid history' for none.
 */
export function LogResults({
  logs,
  status,
  now,
  lang,
}: {
  logs: Paged<AuctionLog>
  status: BidStatus | null
  now: number
  lang: Lang
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  if (loading) {
    return (
      <ul aria-busy="true" className="space-y-3">
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <RowSkeleton key={i} />
        ))}
      </ul>
    )
  }
  if (logs.data.length === 0) {
    return (
      <EmptyState
        message={t('auctionLog.empty')}
        to="/other-market/yahoo-auction"
        action={t('auctionLog.findAuctions')}
      />
    )
  }
  return (
    <>
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('auctionLog.showing', { from: logs.from, to: logs.to, total: logs.total })}
      </p>
      <ul className="space-y-3">
        {logs.data.map((log) => (
          <LogRow key={log.id} log={log} now={now} lang={lang} />
        ))}
      </ul>
      <Pagination
        current={logs.current_page}
        last={logs.last_page}
        label={t('auctionLog.pages')}
        hrefFor={(page) => logHref(status, page)}
      />
    </>
  )
}
