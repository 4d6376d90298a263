import type { SessionUser } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/context.ts'
import { action, loader } from './login.tsx'

const CUSTOMER: SessionUser = {
  id: 1,
  uid: 'u1',
  name: 'An',
  email: 'an@kaimono.test',
  role: 'customer',
}

/** A page request whose in-process API signs anyone in. */
function pageContext(user: SessionUser | null) {
  return createLoadContext({
    nonce: 'n',
    apiFetch: async () =>
      new Response('{"token":"t"}', {
        status: 200,
        headers: { 'set-cookie': 'kaimono.session_token=t; Path=/; HttpOnly' },
      }),
    brand: 'Kaimono',
    publicUrl: 'http://localhost',
    user,
    member: false,
    providers: [],
  })
}

const signInForm = () => new URLSearchParams({ email: 'an@kaimono.test', password: 'pass-1234' })

// `redirect` as it arrives in the page's query (percent-encoded), and where the sign-in leads.
const WAYS_BACK: [string, string][] = [
  ['/%09/evil.example', '/'],
  ['%2F%09%2Fevil.example', '/'],
  ['/%5Cevil.example', '/'],
  ['%2F%2Fevil.example', '/'],
  ['%20%2F%2Fevil.example', '/'],
  ['/%0D%0A/evil.example', '/'],
  ['http://evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['/%0Acart', '/cart'],
  ['/%00', '/'],
  ['/a%00b', '/a%00b'],
  ['/%E2%80%A8', '/%E2%80%A8'],
  ['/s%E1%BA%A3n-ph%E1%BA%A9m', '/s%E1%BA%A3n-ph%E1%BA%A9m'],
  ['%2Fcustomer%2Forders%3Fpage%3D2', '/customer/orders?page=2'],
]

/** What a loader or action threw or returned, which must be a redirect Response. */
async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const result = await run()
    if (result instanceof Response) return result
    throw new Error(`not a redirect: ${JSON.stringify(result)}`)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('the way back after sign-in stays on this site', () => {
  test.each(WAYS_BACK)('signed in, /login?redirect=%s goes to %s', async (query, expected) => {
    const request = new Request(`http://localhost/login?redirect=${query}`)
    const answer = await answerOf(() =>
      loader({ request, context: pageContext(CUSTOMER), params: {} } as never),
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(expected)
  })

  test.each(WAYS_BACK)('the sign-in form with redirect=%s goes to %s', async (query, expected) => {
    // The form without JavaScript posts to /login, with JavaScript to /login.data: one action.
    for (const path of ['/login', '/login.data']) {
      const request = new Request(`http://localhost${path}?redirect=${query}`, {
        method: 'POST',
        body: signInForm(),
      })
      const answer = await answerOf(() =>
        action({ request, context: pageContext(null), params: {} } as never),
      )
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(expected)
      expect(answer.headers.get('set-cookie')).toContain('kaimono.session_token=t')
    }
  })
})
