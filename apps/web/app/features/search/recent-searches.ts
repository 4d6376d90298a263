/** Issue 19: the words a shopper searched for last, kept in this browser only. */
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
