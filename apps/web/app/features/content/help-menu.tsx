import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useCurrentInView } from './current-in-view.ts'

/**
 * §2 Help pages' shared side menu: the guides, then the pages a customer looks for beside them.
 * Each entry is named by its route's title (`routes.*`).
 */
const HELP_LINKS = [
  { to: '/newbie', id: 'newbie' },
  { to: '/manual', id: 'manual' },
  { to: '/question-and-answer', id: 'question-and-answer' },
  { to: '/price-list', id: 'price-list' },
  { to: '/service-price-table', id: 'service-price-table' },
  { to: '/payment-information', id: 'payment-information' },
  { to: '/policy', id: 'policy' },
  { to: '/contact-us', id: 'contact-us' },
  { to: '/about-us', id: 'about-us' },
] as const

const LINK =
  'block whitespace-nowrap rounded-full px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:rounded-lg lg:py-2 lg:whitespace-normal'
const ACTIVE = 'bg-brand-600 font-semibold text-white'
const IDLE =
  'bg-white text-stone-800 ring-1 ring-stone-300 hover:text-brand-700 hover:ring-brand-600 lg:bg-transparent lg:ring-0 lg:hover:bg-stone-100'

/** On a phone one row that scrolls sideways above the page; from 1024 px a column beside it. */
export function HelpMenu() {
  const { t } = useTranslation()
  const row = useCurrentInView<HTMLUListElement>()
  return (
    <nav aria-labelledby="help-menu" className="lg:sticky lg:top-28">
      <h2
        id="help-menu"
        className="sr-only lg:not-sr-only lg:mb-2 lg:px-3 lg:text-xs lg:font-semibold lg:tracking-wide lg:text-stone-600 lg:uppercase"
      >
        {t('content.help.menu')}
      </h2>
      <ul
        ref={row}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
      >
        {HELP_LINKS.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) => `${LINK} ${isActive ? ACTIVE : IDLE}`}
            >
              {t(`routes.${link.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
