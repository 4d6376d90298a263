import { useTranslation } from 'react-i18next'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { BlogCategories } from '#app/features/content/blog-categories.tsx'
import { loadBlogList } from '#app/features/content/blog-pages.server.ts'
import { BlogResults } from '#app/features/content/blog-results.tsx'
import { withLanguageLinks } from '#app/features/content/content-meta.ts'
import { contentMessages } from '#app/i18n/bundles/content.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/blogs'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta(matches, 'blogs')
  const [title, ...rest] = tags
  const category = loaderData?.category?.name
  // A category's list is titled by the category, as its heading is.
  const titled =
    category && title && 'title' in title
      ? [{ title: `${category} · ${title.title}` }, ...rest]
      : tags
  return withLanguageLinks(matches, titled, loaderData?.address)
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return loadBlogList(request, context, url)
}

/**
 * §2 Blog list: the category sidebar with 'All', the category's name as the title (else the
 * blog's), the posts newest change first, their pages. `?category_id=3&page=2`: a list can be
 * shared and works without JavaScript.
 */
export default function Blogs({ loaderData }: Route.ComponentProps) {
  useBundle(contentMessages)
  const { t } = useTranslation()
  const { state, categories, category, posts, lastPage } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle>{category?.name ?? t('routes.blogs')}</PageTitle>
      <div className="mt-5 grid grid-cols-1 items-start gap-6 lg:mt-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-28">
          <BlogCategories categories={categories} current={state.category} />
        </div>
        <BlogResults posts={posts} state={state} lastPage={lastPage} />
      </div>
    </main>
  )
}
