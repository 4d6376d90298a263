import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#app/lib/format.ts'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

/** §3 Blog post, as much of it as a news card shows. */
export type NewsPost = {
  id: number
  title: string
  description: string
  cover_url: string
  updated_at: number
}

/**
 * §2 Home "latest news": the newest blog posts. Shown only when there are posts; the home
 * loader passes none until the blog (content issue) serves GET /api/posts.
 */
export function LatestNews({ posts }: { posts: NewsPost[] }) {
  const { t } = useTranslation()
  if (posts.length === 0) return null
  return (
    <section
      aria-labelledby="home-news"
      className={`mx-auto max-w-6xl px-4 py-6 ${RENDER_WHEN_NEAR}`}
    >
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id="home-news" className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
          {t('home.news.title')}
        </h2>
        <Link to="/blogs" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('home.news.all')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="relative overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              <img
                src={post.cover_url}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
              <div className="p-3">
                <p className="text-xs text-stone-600">{formatDate(post.updated_at)}</p>
                <h3 className="mt-1 line-clamp-2 font-semibold">
                  <Link
                    to={`/blogs/${post.id}`}
                    className="after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1 line-clamp-2 text-sm text-stone-600">{post.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
