import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

// Issue 19: the words a shopper searched for last, kept in this browser only. A chunk of its own,
// loaded when the search box is first used: the page's first JavaScript stays as it was.

const KEY = 'kaimono.recentSearches'
export const RECENT_KEPT = 5

/** What this browser searched for, newest first; nothing where storage is off or unreadable. */
export function readRecent(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(kept)
      ? kept.filter((words) => typeof words === 'string').slice(0, RECENT_KEPT)
      : []
  } catch {
    return []
  }
}

/** Puts words first among the recent ones (once); a link is opened, not remembered. */
export function rememberSearch(words: string) {
  const trimmed = words.trim()
  if (!trimmed || trimmed.includes('://')) return
  const next = [trimmed, ...readRecent().filter((kept) => kept !== trimmed)]
  try {
    localStorage.setItem(KEY, JSON.stringify(next.slice(0, RECENT_KEPT)))
  } catch {}
}

export function forgetSearches() {
  try {
    localStorage.removeItem(KEY)
  } catch {}
}

/**
 * The recent searches under the empty search box: each opens the chosen shop's listing with the
 * words (`listing`); they can be cleared.
 */
export default function RecentSearches({ listing }: { listing: string }) {
  const { t } = useTranslation()
  const [recent, setRecent] = useState(readRecent)
  if (recent.length === 0) return null
  return (
    <div className="absolute inset-x-0 top-full z-40 mt-1 rounded-xl border border-stone-200 bg-white py-2 shadow-lg">
      <p className="flex items-center justify-between px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {t('search.recent')}
        <button
          type="button"
          onClick={() => {
            forgetSearches()
            setRecent([])
          }}
          className="font-medium normal-case tracking-normal text-brand-700 underline"
        >
          {t('search.clearRecent')}
        </button>
      </p>
      <ul>
        {recent.map((words) => (
          <li key={words}>
            <Link
              to={`${listing}?${new URLSearchParams({ search: words })}`}
              className="block px-4 py-2 text-sm text-stone-900 hover:bg-stone-50 focus-visible:bg-brand-50 focus-visible:outline-none"
            >
              {words}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
