import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { rootMeta, withLanguageLinks, writtenPageMeta } from '#app/features/content/content-meta.ts'
import { HelpHeader } from '#app/features/content/help-header.tsx'
import { HelpLayout } from '#app/features/content/help-layout.tsx'
import { loadHelpPage } from '#app/features/content/help-pages.server.ts'
import { QuestionFinder } from '#app/features/content/question-finder.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/question-and-answer'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches)
  if (!loaderData || !root) return pageMeta(matches, 'question-and-answer')
  return withLanguageLinks(
    matches,
    writtenPageMeta(loaderData.page, root.brand),
    loaderData.address,
  )
}

/** The page's questions, and the search of `?q=` (the form's, without JavaScript). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { page, topics, address } = await loadHelpPage(request, context, url.pathname)
  return { page, topics, address, query: url.searchParams.get('q')?.slice(0, 200) ?? '' }
}

/** §2 Questions and answers: topics of questions that open on their answers, and a search. */
export default function QuestionAndAnswer({ loaderData }: Route.ComponentProps) {
  const { page, topics, query } = loaderData
  return (
    <HelpLayout>
      <div className="space-y-6">
        <HelpHeader title={page.title} description={page.description} updatedAt={page.updated_at} />
        {/* A search asked by link or form starts the finder again. */}
        <QuestionFinder key={query} topics={topics} initialQuery={query} />
      </div>
    </HelpLayout>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
