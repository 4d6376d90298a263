import type { Post } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#app/lib/format.ts'
import { RENDER_WHEN_NEAR } from './render-when-near.ts'

/** §3 Blog post, as much of it as a news card shows. */
export type NewsPost = Pick<Post, 'id' | 'title' | 'description' | 'cover_url' | 'updated_at'>

/** How many of the newest posts the home page shows. */
export const NEWS_COUNT = 4

/** What of a post the home page keeps (its loader data is in the page's HTML). */
export const newsPost = ({ id, title, description, cover_url, updated_at }: Post): NewsPost => ({
  id,
  title,
  description,
  cover_url,
  updated_at,
})

/**
 * §2 Home "latest news": the blog's newest posts (GET /api/posts, newest change first). Shown
 * only when there are posts: the home page does not fail for want of news.
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
