import type { Post } from '@kaimono/contracts'
import { COVER_HEIGHT, COVER_WIDTH } from '@kaimono/contracts/content-rules'
import { Link } from 'react-router'
import { formatDate } from '#app/lib/format.ts'
import { blogHref, blogsHref } from './blog-query.ts'

/**
 * §2 Blog list: a post's card (cover, date, title, description, categories). The whole card opens
 * the post; its categories, above that link, open their lists.
 */
export function PostCard({ post, headingLevel = 2 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <img
        src={post.cover_url}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs text-stone-600">
          <time dateTime={new Date(post.updated_at * 1000).toISOString()}>
            {formatDate(post.updated_at)}
          </time>
        </p>
        <Heading className="mt-1 line-clamp-2 font-semibold leading-snug text-stone-900">
          <Link
            to={blogHref(post.id)}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-stone-600">{post.description}</p>
        {post.categories?.length ? (
          <ul className="relative mt-auto flex flex-wrap gap-1.5 pt-3">
            {post.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={blogsHref({ category: category.id })}
                  className="inline-block rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}
