import type { ApiResult, EndpointName, Lang } from '@kaimono/contracts'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { fixedT } from '#app/i18n/i18n.ts'
import { api, cookiesOf } from '#app/lib/api.server.ts'
import { requestLang } from '#app/lib/lang.server.ts'
import type { AccountForm, SelfServiceResult } from './self-service-result.ts'

const said = (lang: Lang, key: string, vars?: Record<string, unknown>) =>
  fixedT(lang)(`selfService.${key}`, vars ?? {}) as string

/** The API's refusal, under the form's fields (a 422 says which; others say why in a sentence). */
function refusal(
  lang: Lang,
  form: AccountForm,
  result: Extract<ApiResult<EndpointName>, { ok: false }>,
  values?: Record<string, string>,
): SelfServiceResult {
  const { status, message, errors = {} } = result.refusal
  return {
    form,
    ok: false,
    message: status === 422 || !message ? said(lang, 'failed') : message,
    errors,
    ...(values && { values }),
  }
}

/**
 * Issue 22: every form of /customer/user-info, by its `intent`: the profile, the email, the
 * password (the new session's cookie goes on with the answer), sessions, and deletion (signed
 * out, to the sign-in page). Works as a plain form post without JavaScript.
 */
export async function selfServiceAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = await request.formData()
  const lang = requestLang(request)
  const client = api(context, lang)
  const text = (name: string) => String(form.get(name) ?? '')
  const params = { id: text('user_id') }
  switch (text('intent')) {
    case 'profile': {
      const values = { name: text('name'), tel: text('tel') }
      const result = await client.call('PUT /api/users/{id}', { params, body: values })
      if (!result.ok) return refusal(lang, 'profile', result, values)
      return ok('profile', said(lang, 'profile.saved'))
    }
    case 'email': {
      const values = { new_email: text('new_email') }
      const password = text('password')
      const result = await client.call('POST /api/users/{id}/email', {
        params,
        body: { ...values, ...(password && { password }) },
      })
      if (!result.ok) return refusal(lang, 'email', result, values)
      return ok('email', said(lang, 'email.sent', { email: result.data.data.new_email }))
    }
    case 'password': {
      const result = await client.call('POST /api/users/{id}/password', {
        params,
        body: { current_password: text('current_password'), new_password: text('new_password') },
      })
      if (!result.ok) return refusal(lang, 'password', result)
      return data(ok('password', said(lang, 'password.changed')), {
        headers: cookiesOf(result),
      })
    }
    case 'sign-out-session': {
      const result = await client.call('DELETE /api/users/{id}/sessions/{sessionId}', {
        params: { ...params, sessionId: text('session_id') },
      })
      if (!result.ok) return refusal(lang, 'sessions', result)
      return ok('sessions', said(lang, 'sessions.signedOutOne'))
    }
    case 'sign-out-others': {
      const result = await client.call('POST /api/users/{id}/sessions/sign-out-others', {
        params,
      })
      if (!result.ok) return refusal(lang, 'sessions', result)
      const count = result.data.data.signed_out
      return ok('sessions', said(lang, 'sessions.signedOutOthers', { count }))
    }
    case 'delete': {
      if (form.get('confirm') !== 'on') {
        return {
          form: 'delete',
          ok: false,
          message: said(lang, 'failed'),
          errors: { confirm: [said(lang, 'delete.confirmRequired')] },
        } satisfies SelfServiceResult
      }
      const password = text('password')
      const result = await client.call('POST /api/users/{id}/deletion', {
        params,
        body: password ? { password } : {},
      })
      if (!result.ok) return refusal(lang, 'delete', result)
      throw redirect('/login?deleted=1', { headers: cookiesOf(result) })
    }
    default:
      throw data(null, { status: 400 })
  }
}

const ok = (form: AccountForm, notice: string): SelfServiceResult => ({ form, ok: true, notice })
