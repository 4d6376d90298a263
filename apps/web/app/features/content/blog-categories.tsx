import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { blogsHref } from './blog-query.ts'
import { useCurrentInView } from './current-in-view.ts'

type Category = { id: number; name: string }

const LINK =
  'block whitespace-nowrap rounded-full px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:rounded-lg lg:whitespace-normal'
const ACTIVE = 'bg-brand-600 font-semibold text-white'
const IDLE =
  'bg-white text-stone-800 ring-1 ring-stone-300 hover:text-brand-700 hover:ring-brand-600 lg:bg-transparent lg:ring-0 lg:hover:bg-stone-100'

/**
 * §2 Blog list: the category sidebar, 'All' first, the one shown marked. Links, so it works
 * without JavaScript; a category starts at its first page. On a phone one row that scrolls
 * sideways above the posts.
 */
export function BlogCategories({
  categories,
  current,
}: {
  categories: Category[]
  current: number | null
}) {
  const { t } = useTranslation()
  const row = useCurrentInView<HTMLUListElement>()
  const links = [{ id: null, name: t('content.blog.all') }, ...categories]
  return (
    <nav aria-labelledby="blog-categories">
      <h2
        id="blog-categories"
        className="sr-only lg:not-sr-only lg:mb-2 lg:text-sm lg:font-semibold lg:text-stone-900"
      >
        {t('content.blog.categories')}
      </h2>
      <ul
        ref={row}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
      >
        {links.map((link) => {
          const active = link.id === current
          return (
            <li key={link.id ?? 'all'} className="shrink-0">
              <Link
                to={blogsHref({ category: link.id })}
                aria-current={active ? 'page' : undefined}
                className={`${LINK} ${active ? ACTIVE : IDLE}`}
              >
                {link.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
