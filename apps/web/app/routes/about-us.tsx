import { isRouteErrorResponse } from 'react-router'
import { NotFound } from '#app/components/not-found.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ArticleBody } from '#app/features/content/article-body.tsx'
import { rootMeta, withLanguageLinks, writtenPageMeta } from '#app/features/content/content-meta.ts'
import { loadHelpPage } from '#app/features/content/help-pages.server.ts'
import { TeamList } from '#app/features/content/team-list.tsx'
import { VideoPoster } from '#app/features/content/video-poster.tsx'
import { contentMessages } from '#app/i18n/bundles/content.ts'
import { useBundle } from '#app/i18n/bundles.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/use-root-data.ts'
import type { Route } from './+types/about-us'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches)
  if (!loaderData || !root) return pageMeta(matches, 'about-us')
  return withLanguageLinks(
    matches,
    writtenPageMeta(loaderData.page, root.brand),
    loaderData.address,
  )
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, html, address } = await loadHelpPage(request, context, '/about-us')
  return { page, html, address }
}

/** §2 About us: what staff wrote about us, the video block, and the team. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  useBundle(contentMessages)
  const { lang } = useRootData()
  const { page, html } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 sm:py-10">
      <div className="grid items-center gap-6 lg:grid-cols-2 lg:gap-10">
        <header>
          <PageTitle>{page.title}</PageTitle>
          <p className="mt-3 text-lg text-stone-600">{page.description}</p>
        </header>
        <VideoPoster />
      </div>
      <ArticleBody
        html={html}
        className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8 lg:columns-2 lg:gap-10 [&>*]:break-inside-avoid-column"
      />
      <TeamList lang={lang} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
