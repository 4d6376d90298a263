import { type RouterContextProvider, redirect } from 'react-router'
import { api, cookiesOf } from '#app/lib/api.server.ts'
import { type AuthErrorKey, authErrorKey } from './auth-errors.ts'

/**
 * Starts a provider's sign-in: Better Auth answers with the provider's authorize address and
 * a state cookie; the browser goes there, and comes back through /api/auth/callback/<id>.
 */
export async function startSocialSignIn(
  context: Readonly<RouterContextProvider>,
  lang: string,
  provider: string,
  back: string,
): Promise<{ error: AuthErrorKey }> {
  const result = await api(context, lang).call('POST /api/auth/sign-in/social', {
    body: { provider, callbackURL: back, errorCallbackURL: '/login' },
  })
  if (result.ok && result.data.url) throw redirect(result.data.url, { headers: cookiesOf(result) })
  return { error: result.ok ? 'unknown' : authErrorKey(result.refusal) }
}
