import type { Post } from '@kaimono/contracts'
import { COVER_HEIGHT, COVER_WIDTH } from '@kaimono/contracts/content-rules'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#app/lib/format.ts'
import { ArticleBody } from './article-body.tsx'
import { blogsHref } from './blog-query.ts'
import { ShareLinks } from './share-links.tsx'

/**
 * §2 Blog detail: the post's categories (each opening its list), title, creator and date of its
 * last change, cover, description, HTML content and share link.
 */
export function PostArticle({ post, html, url }: { post: Post; html: string; url: string }) {
  const { t } = useTranslation()
  const updated = new Date(post.updated_at * 1000).toISOString()
  return (
    <article className="mx-auto max-w-3xl">
      <header>
        {post.categories?.length ? (
          <ul aria-label={t('content.blog.categories')} className="flex flex-wrap gap-2">
            {post.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={blogsHref({ category: category.id })}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-3 text-2xl font-bold leading-tight tracking-tight text-stone-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 text-sm text-stone-600">
          {post.creator ? (
            <>
              {t('content.blog.by', { name: post.creator.name })}
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {t('content.blog.updated')} <time dateTime={updated}>{formatDate(post.updated_at)}</time>
        </p>
      </header>
      <img
        src={post.cover_url}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        fetchPriority="high"
        className="mt-6 aspect-[40/21] w-full rounded-2xl bg-stone-100 object-cover"
      />
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{post.description}</p>
      <ArticleBody html={html} className="mt-6 sm:text-[1.0625rem]" />
      <div className="mt-10 border-t border-stone-200 pt-6">
        <ShareLinks url={url} />
      </div>
    </article>
  )
}
