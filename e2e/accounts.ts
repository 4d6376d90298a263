import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { linkIn, waitForMail } from './mail.ts'

// Accounts for the browser journeys. Better Auth rate-limits by client address; each test is a
// client of its own (X-Forwarded-For, see fixtures.ts), but contexts a test opens itself come
// from 127.0.0.1 and share its budgets: sign-up 5, sign-in 10, password-reset requests 3 a
// minute. The account journeys run on the desktop project only.

export const SUBJECT = {
  verify: 'Xác nhận email của bạn tại Kaimono',
  reset: 'Đặt lại mật khẩu Kaimono',
} as const

export type Customer = { name: string; email: string; password: string }

let made = 0

/** A new customer's details; the address is unique per run and per test. */
export function newCustomer(name: string, label: string): Customer {
  made += 1
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${made}`
  return { name, email: `${label}-${stamp}@kaimono.test`, password: `Mk-${stamp}-pass` }
}

/**
 * Signs up through the API (one of the 5 sign-ups) and returns the verification link from the
 * mail, which the server sent over SMTP.
 */
export async function signUpByApi(request: APIRequestContext, baseURL: string, who: Customer) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: {
      name: who.name,
      email: who.email,
      password: who.password,
      lang: 'vi',
      callbackURL: '/customer/user-info?verified=1',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return linkIn(await waitForMail(who.email, SUBJECT.verify), '/api/auth/verify-email')
}

/** A customer whose email is confirmed, with no session in any browser. */
export async function verifiedCustomer(
  request: APIRequestContext,
  baseURL: string,
  who: Customer,
): Promise<Customer> {
  const link = await signUpByApi(request, baseURL, who)
  const verified = await request.get(link, { maxRedirects: 0 })
  expect(verified.status()).toBe(302)
  return who
}

/** Better Auth's session cookie (`kaimono.session_token`, `__Secure-` prefixed over HTTPS). */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name.endsWith('kaimono.session_token'))
}

/**
 * The input labelled `label`. getByLabel matches the label's text, which ends with the
 * required mark ' *' (hidden from the accessible name), so exact: true would miss it.
 */
export function field(scope: Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

/** Fills and submits the sign-in form of the current /login page (one of the 10 sign-ins). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  { remember = false }: { remember?: boolean } = {},
) {
  const main = page.getByRole('main')
  await field(main, 'Email').fill(email)
  await field(main, 'Mật khẩu').fill(password)
  await main.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }).setChecked(remember)
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
}

/** The value shown next to a label in the user-info list. */
export function userInfoValue(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
}
