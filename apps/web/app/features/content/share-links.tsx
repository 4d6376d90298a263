import { useTranslation } from 'react-i18next'
import { CopyButton } from '#app/components/ui/copy-button.tsx'

const PILL =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * §2 Blog detail's share link, as the product page shares: the address copied ('Coppied' for
 * 2 s, §9), and Facebook's and Zalo's share pages opened on it (plain links: no script of theirs
 * on our page, and they work without JavaScript).
 */
export function ShareLinks({ url }: { url: string }) {
  const { t } = useTranslation()
  const address = encodeURIComponent(url)
  return (
    <section aria-labelledby="share-post" className="flex flex-wrap items-center gap-3">
      <h2 id="share-post" className="text-sm font-semibold text-stone-900">
        {t('content.blog.share')}
      </h2>
      <CopyButton value={url} label={t('content.blog.copyLink')} className={PILL} />
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${address}`}
        target="_blank"
        rel="noopener noreferrer"
        className={PILL}
        aria-label={t('content.blog.facebook')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4 text-[#1877f2]"
          fill="currentColor"
        >
          <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21h3z" />
        </svg>
        Facebook
      </a>
      <a
        href={`https://sp.zalo.me/share_inline?url=${address}`}
        target="_blank"
        rel="noopener noreferrer"
        className={PILL}
        aria-label={t('content.blog.zalo')}
      >
        <span
          aria-hidden="true"
          className="grid size-4 place-items-center rounded bg-[#0068ff] text-[0.55rem] font-bold text-white"
        >
          Z
        </span>
        Zalo
      </a>
    </section>
  )
}
