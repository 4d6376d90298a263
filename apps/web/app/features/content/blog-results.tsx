import type { Post } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { type BlogListState, blogsHref } from './blog-query.ts'
import { PostCard } from './post-card.tsx'

/**
 * §2 Blog list: a page of post cards and the links to the others (§9: five, two before), which
 * keep the category. §8: no post there (a category without any, a page past the last) is
 * 'Blog not found', with the way back to every post.
 */
export function BlogResults({
  posts,
  state,
  lastPage,
}: {
  posts: Post[]
  state: BlogListState
  lastPage: number
}) {
  const { t } = useTranslation()
  if (posts.length === 0) {
    return (
      <EmptyState
        message={t('content.blog.empty')}
        to={blogsHref()}
        action={t('content.blog.allPosts')}
      />
    )
  }
  return (
    <div className="space-y-8">
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <Pagination
        current={state.page}
        last={lastPage}
        hrefFor={(page) => blogsHref({ ...state, page })}
        label={t('content.blog.pages')}
      />
    </div>
  )
}
