import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { ArticleBody } from '#app/features/content/article-body.tsx'
import { rootMeta, withLanguageLinks, writtenPageMeta } from '#app/features/content/content-meta.ts'
import { ContentsList } from '#app/features/content/contents-list.tsx'
import { HelpHeader } from '#app/features/content/help-header.tsx'
import { HelpLayout } from '#app/features/content/help-layout.tsx'
import { loadHelpPage } from '#app/features/content/help-pages.server.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/help-page'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches)
  if (!loaderData || !root) return pageMeta(matches)
  return withLanguageLinks(
    matches,
    writtenPageMeta(loaderData.page, root.brand),
    loaderData.address,
  )
}

/**
 * One module for /newbie, /manual and /policy (routes of those ids), told apart by their path:
 * `url` is the page's (a client navigation's request is for `….data`).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  return loadHelpPage(request, context, url.pathname)
}

/** §2 Help page: what staff wrote; the policy, long and read in parts, with its contents. */
export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { page, html, headings } = loaderData
  return (
    <HelpLayout>
      <article className="space-y-6">
        <HelpHeader title={page.title} description={page.description} updatedAt={page.updated_at} />
        {page.slug === 'policy' ? <ContentsList headings={headings} /> : null}
        <ArticleBody
          html={html}
          className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8"
        />
      </article>
    </HelpLayout>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
