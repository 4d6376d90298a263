import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { TopUp, topUpDigits } from '#app/features/wallet/top-up.tsx'
import { Figure } from '#app/features/wallet/wallet-figures.tsx'
import { loadWithdrawals, withdrawAction } from '#app/features/wallet/withdraw.server.ts'
import { Withdraw } from '#app/features/wallet/withdraw.tsx'
import { moneyMessages } from '#app/i18n/bundles/money.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { api, refused } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/wallet'

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customer-wallet')

// §6: the customer's own wallets (VND first); currency names in the page's language. With
// `?top_up=`, the transfer that tops up the VND wallet by that amount; the customer's
// withdrawal requests (issue 22).
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const client = api(context, lang)
  const url = new URL(request.url)
  const amount = url.searchParams.get('top_up')
  const [wallets, currencies, withdrawals, topUp] = await Promise.all([
    client.call('GET /api/wallet/users', { query: { filter: { own: '1' } } }),
    client.call('GET /api/currencies'),
    loadWithdrawals(client),
    amount === null
      ? null
      : client.call('GET /api/payment-information/top-up', {
          query: { amount: topUpDigits(amount) ?? '' },
        }),
  ])
  if (!wallets.ok) throw refused(wallets.refusal)
  const names: Record<string, string> = {}
  for (const currency of currencies.ok ? currencies.data.data : [])
    names[currency.id] = currency.name
  if (topUp && !topUp.ok && topUp.refusal.status !== 422) throw refused(topUp.refusal)
  return {
    wallets: wallets.data.data,
    names,
    lang,
    withdrawals,
    topUp: {
      amount,
      transfer: topUp?.ok ? topUp.data.data : null,
      error:
        topUp && !topUp.ok ? (topUp.refusal.errors?.amount?.[0] ?? topUp.refusal.message) : null,
      returnUrl: `${url.origin}/customer/wallet#top-up`,
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return withdrawAction(request, context)
}

/**
 * §2 Wallet list: each wallet's currency, balance and available amount, leading to its detail;
 * then the top-up and the withdrawals (issue 22).
 */
export default function WalletList({ loaderData, actionData }: Route.ComponentProps) {
  useBundle(moneyMessages)
  const { t } = useTranslation()
  const { wallets, names, topUp, withdrawals } = loaderData
  const vnd = wallets.find((wallet) => wallet.currency_id === 'VND')
  return (
    <main id="main" className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t('routes.customer-wallet')}</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {wallets.map((wallet) => (
          <Panel as="li" key={wallet.id} className="flex flex-col p-5">
            <h2 className="flex items-baseline gap-2">
              <span className="text-xl font-bold text-stone-900">{wallet.currency_id}</span>
              <span className="text-sm text-stone-600">{names[wallet.currency_id]}</span>
            </h2>
            <dl className="mt-3 flex-1 divide-y divide-stone-100">
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-stone-600">{t('wallet.balance')}</dt>
                <dd className="text-lg">
                  <Figure amount={wallet.balance} currency={wallet.currency_id} />
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-sm text-stone-600">{t('wallet.available')}</dt>
                <dd className="text-lg">
                  <Figure
                    amount={wallet.amount_available_for_payment}
                    currency={wallet.currency_id}
                  />
                </dd>
              </div>
            </dl>
            <Link
              to={`/customer/wallet/${wallet.id}`}
              className="mt-4 inline-flex items-center justify-center rounded-full border border-stone-300 px-5 py-2 text-sm font-semibold text-stone-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('wallet.viewTransactions', { currency: wallet.currency_id })}
            </Link>
          </Panel>
        ))}
      </ul>
      <TopUp {...topUp} lang={loaderData.lang as Lang} />
      <Withdraw
        available={vnd?.amount_available_for_payment ?? 0}
        withdrawals={withdrawals.list}
        formKey={withdrawals.key}
        result={actionData}
        lang={loaderData.lang as Lang}
      />
    </main>
  )
}
