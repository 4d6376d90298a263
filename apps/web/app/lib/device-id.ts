/** §5: a random id kept in localStorage names this browser for the once-per-device rules. */
const KEY = 'kaimono-device-id'

export function deviceId(): string {
  const kept = localStorage.getItem(KEY)
  if (kept) return kept
  const fresh = crypto.randomUUID()
  localStorage.setItem(KEY, fresh)
  return fresh
}
