import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'

const TABS = ['preview', 'timelimit', 'realtime'] as const

/** §2 Ecoring section: tabs Preview products, Time limit auction, Realtime auction. */
export default function EcoringLayout() {
  const { t } = useTranslation()
  return (
    <div>
      <nav aria-label={t('routes.ecoring')} className="mx-auto w-full max-w-6xl px-4 pt-8">
        <ul className="flex flex-wrap gap-x-2 border-b border-stone-200">
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={tab}
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-stone-600 hover:text-stone-900'
                  }`
                }
              >
                {t(`routes.ecoring-${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}
