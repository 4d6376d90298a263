import type { Lang } from '@kaimono/contracts'

/** The ticket (and the reply of it) a picture belongs to. */
export type PictureTarget = { supportId: number; messageId?: number | null }

export type UploadAnswer = { ok: true } | { ok: false; reason: string | null }

/**
 * §7 support-contents: the picture goes from the browser straight to the API as multipart (a
 * page's form may carry 1 MB, a picture 5). Same origin, so the session cookie and the Origin
 * the API checks go with it. Plain `fetch`, as the auction pages' calls (docs/performance.md).
 * `reason` is the API's word on a refused picture, null when it said nothing usable.
 */
export async function uploadPicture(
  file: File,
  target: PictureTarget,
  lang: Lang,
): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('support_id', String(target.supportId))
  if (target.messageId) form.append('message_id', String(target.messageId))
  form.append('attachment_file', file)
  try {
    const response = await fetch('/api/support-contents', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'accept-language': lang },
      body: form,
    })
    if (response.ok) return { ok: true }
    const answer = (await response.json().catch(() => ({}))) as {
      message?: unknown
      errors?: Record<string, unknown>
    }
    const field = answer.errors?.attachment_file
    const reason = Array.isArray(field) && typeof field[0] === 'string' ? field[0] : answer.message
    return { ok: false, reason: typeof reason === 'string' && reason ? reason : null }
  } catch {
    return { ok: false, reason: null }
  }
}
