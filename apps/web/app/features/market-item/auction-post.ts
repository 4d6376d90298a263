import type { Lang } from '@kaimono/contracts'

/**
 * A JSON POST of an auction page (a bid, a permission request) in the page's language; `key` is
 * the bid's Idempotency-Key. Plain `fetch`: the typed client would put its refusal parsing in
 * the shell every page loads, for three forms.
 */
export const postJson = (path: string, body: unknown, lang: Lang, key?: string) =>
  fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': lang,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  })

/** What an auction call answers, success or refusal: its message, and a 422's fields. */
export async function answerOf(
  response: Response,
): Promise<{ type?: string; message?: string; errors?: Record<string, string[]> }> {
  return response.json().catch(() => ({}))
}
