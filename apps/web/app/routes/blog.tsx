import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { loadBlogPost } from '#app/features/content/blog-pages.server.ts'
import { blogsHref } from '#app/features/content/blog-query.ts'
import { addressIn, postMeta, rootMeta } from '#app/features/content/content-meta.ts'
import { PostArticle } from '#app/features/content/post-article.tsx'
import { SuggestedPosts } from '#app/features/content/suggested-posts.tsx'
import { contentMessages } from '#app/i18n/bundles/content.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches)
  if (!loaderData || !root) return pageMeta(matches, 'not-found')
  return postMeta({ ...loaderData, ...root })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlogPost(request, context, params.id)
}

/** §2 Blog detail: the post, its share link, and other posts of its first category. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  useBundle(contentMessages)
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { post, html, suggestions, address } = loaderData
  const first = post.categories?.[0]
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <nav
        aria-label={t('product.breadcrumb')}
        className="mx-auto mb-5 max-w-3xl text-sm text-stone-600"
      >
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={blogsHref()} className="hover:text-brand-700">
              {t('routes.blogs')}
            </Link>
          </li>
          {first ? (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link to={blogsHref({ category: first.id })} className="hover:text-brand-700">
                {first.name}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <PostArticle post={post} html={html} url={addressIn(address, lang)} />
      <SuggestedPosts posts={suggestions} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
