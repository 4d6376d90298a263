import type { Post } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { PostCard } from './post-card.tsx'

/** §2 Blog detail: up to four other posts of the post's first category (§9). */
export function SuggestedPosts({ posts }: { posts: Post[] }) {
  const { t } = useTranslation()
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="suggested-posts" className="mt-14">
      <h2 id="suggested-posts" className="text-xl font-bold tracking-tight text-stone-900">
        {t('content.blog.suggested')}
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
