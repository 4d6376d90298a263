import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { logHref, parseLogQuery } from '#app/features/auction-log/log-query.ts'
import { LogResults } from '#app/features/auction-log/log-results.tsx'
import { StatusSelect } from '#app/features/auction-log/status-select.tsx'
import { auctionMessages } from '#app/i18n/bundles/auctions.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/auction-log'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-auction-log')

const PER_PAGE = 10

/** §7/§9: the caller's bids, newest bid first, a status and a page from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { status, page } = parseLogQuery(url.searchParams)
  const result = await api(context, requestLang(request)).call('GET /api/order/auction-logs', {
    query: { filter: { status }, sort: '-date_bid', page, perPage: PER_PAGE },
  })
  if (!result.ok) throw refused(result.refusal)
  const logs = result.data
  // A page past the end (bids settled away under a status filter): its last page instead.
  if (logs.data.length === 0 && page > logs.last_page) {
    throw redirect(`${url.pathname}${logHref(status, logs.last_page)}`)
  }
  return { logs, status, now: Math.floor(Date.now() / 1000) }
}

/** §2 Auction log: the status dropdown and the paginated list of the customer's bids. */
export default function AuctionLogPage({ loaderData }: Route.ComponentProps) {
  useBundle(auctionMessages)
  const { t, i18n } = useTranslation()
  const { logs, status, now } = loaderData
  return (
    <main id="main" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('routes.customer-auction-log')}
        </h1>
        <StatusSelect status={status} />
      </div>
      <LogResults logs={logs} status={status} now={now} lang={i18n.language as Lang} />
    </main>
  )
}
