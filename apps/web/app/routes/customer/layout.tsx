import { useTranslation } from 'react-i18next'
import { Form, NavLink, Outlet } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'

const LINKS = [
  ['user-info', 'customer-user-info'],
  ['address', 'customer-address'],
  ['orders', 'customer-orders'],
  ['wallet', 'customer-wallet'],
  ['gift', 'customer-gift'],
  ['notifications', 'customer-notifications'],
  ['support', 'customer-support'],
  ['auction-log', 'customer-auction-log'],
] as const

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words
  return picked.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('')
}

/** §2 customer area: side menu with the user's name, the label Customer, a photo or initials. */
export default function CustomerLayout() {
  const { t } = useTranslation()
  const user = useRootData().user
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 md:grid-cols-[16rem_minmax(0,1fr)]">
      <Panel as="aside" className="h-fit min-w-0 p-4">
        <div className="flex items-center gap-3 border-b border-stone-100 pb-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          >
            {initials(user?.name ?? '')}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{user?.name}</p>
            <p className="text-sm text-stone-500">{t('account.customer')}</p>
          </div>
          {/* Phones: the header has no room for Log out; the account tab leads here. */}
          <Form method="post" action="/logout" className="md:hidden">
            <button
              type="submit"
              className="rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              {t('account.logout')}
            </button>
          </Form>
        </div>
        <nav aria-label={t('account.menu')} className="mt-3">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {LINKS.map(([to, key]) => (
              <li key={to}>
                <NavLink
                  to={`/customer/${to}`}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-lg px-3 py-2 text-sm ${
                      isActive
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'text-stone-700 hover:bg-stone-100'
                    }`
                  }
                >
                  {t(`routes.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
