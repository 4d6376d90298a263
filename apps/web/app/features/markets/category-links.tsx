import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CategoryLink } from './category-tree.ts'

/** §2 product list: the current category's children (the roots on a list of the whole market). */
export function SubCategoryLinks({ links }: { links: CategoryLink[] }) {
  const { t } = useTranslation()
  if (links.length === 0) return null
  return (
    <nav aria-label={t('markets.list.subCategories')}>
      {/* Phones: one row that scrolls sideways, so the cards stay near the top. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              to={link.href}
              className="inline-block whitespace-nowrap rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** §2 market home: the market's categories as a list of links (its sidebar and its drawer). */
export function CategoryList({ links }: { links: CategoryLink[] }) {
  return (
    <ul className="space-y-0.5">
      {links.map((link) => (
        <li key={link.id}>
          <Link
            to={link.href}
            className="block rounded-lg px-3 py-2 text-sm text-stone-800 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
