import { useTranslation } from 'react-i18next'
import { data, Link, useLocation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { TransactionFilters } from '#app/features/wallet/transaction-filters.tsx'
import { TransactionTable } from '#app/features/wallet/transaction-table.tsx'
import { WalletFigures } from '#app/features/wallet/wallet-figures.tsx'
import {
  isFiltered,
  parseWalletQuery,
  transactionsApiQuery,
  walletHref,
} from '#app/features/wallet/wallet-query.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/wallet-detail'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, 'customer-wallet-detail')

// The wallet (another customer's is a 404), one page of its transactions and the currency's name.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  const walletId = Number(params.id)
  const query = parseWalletQuery(new URL(request.url).searchParams)
  const client = api(context, requestLang(request))
  const [wallet, transactions, currencies] = await Promise.all([
    client.call('GET /api/wallet/users/{id}', { params: { id: walletId } }),
    client.call('GET /api/transactions', { query: transactionsApiQuery(walletId, query) }),
    client.call('GET /api/currencies'),
  ])
  if (!wallet.ok) throw refused(wallet.refusal)
  if (!transactions.ok) throw refused(transactions.refusal)
  const currency = currencies.ok
    ? currencies.data.data.find((entry) => entry.id === wallet.data.data.currency_id)
    : undefined
  return {
    wallet: wallet.data.data,
    currencyName: currency?.name ?? '',
    transactions: transactions.data,
    query,
  }
}

/**
 * §2 Wallet detail: the wallet's figures, the filter row and the transaction table with sort
 * toggles and paging in `transactions_page` (a page change pushes a history entry).
 */
export default function WalletDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const { wallet, currencyName, transactions, query } = loaderData
  const filtered = isFiltered(query)
  return (
    <main id="main" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('routes.customer-wallet-detail')}
        </h1>
        <Link
          to="/customer/wallet"
          className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('wallet.allWallets')}
        </Link>
      </div>
      <Panel as="section" aria-label={t('wallet.summary')} className="p-5">
        <WalletFigures wallet={wallet} currencyName={currencyName} />
      </Panel>

      <h2 className="pt-2 text-lg font-semibold">{t('wallet.transactions')}</h2>
      {/* Remounted on every navigation, so the inputs show what the page applied. */}
      <TransactionFilters key={search} query={query} />
      {transactions.data.length === 0 ? (
        <Alert tone="info">{t(filtered ? 'wallet.emptyFiltered' : 'wallet.empty')}</Alert>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('wallet.showing', {
              from: transactions.from,
              to: transactions.to,
              total: transactions.total,
            })}
          </p>
          <TransactionTable
            rows={transactions.data}
            from={transactions.from ?? 1}
            currency={wallet.currency_id}
            query={query}
          />
        </>
      )}
      <Pagination
        current={transactions.current_page}
        last={transactions.last_page}
        label={t('wallet.pages')}
        preventScrollReset
        hrefFor={(page) => walletHref({ ...query, page })}
      />
    </main>
  )
}
