import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import {
  type Customer,
  field,
  newCustomer,
  sessionCookie,
  submitLogin,
  userInfoValue,
  verifiedCustomer,
} from './accounts.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Issue 22 item 4: the customer's own account on /customer/user-info: name and phone, password,
// sessions, a download of their data and the deletion of the account. Rate budget (accounts.ts):
// 1 sign-up and 4 sign-ins for the journey, 1 and 1 for each other test.

const WRONG_PASSWORD = 'Email hoặc mật khẩu không đúng'

async function signInToUserInfo(page: Page, who: Customer) {
  await page.goto('/login?redirect=%2Fcustomer%2Fuser-info')
  await waitForHydration(page)
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL('/customer/user-info')
}

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true })

test.describe('the account journey', () => {
  test.skip(({ isMobile }) => isMobile, 'sign-ups and sign-ins are rate-limited: one project')

  test('edit name and phone, sign out another session, change the password, download the data, delete the account', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const who = await verifiedCustomer(
      request,
      baseURL as string,
      newCustomer('Nguyễn Văn Bình', 'self-service'),
    )
    await signInToUserInfo(page, who)

    // Name and phone: a wrong number is refused under its field, a right one is saved.
    const profile = section(page, 'Họ tên và số điện thoại')
    await field(profile, 'Họ và tên').fill('Trần Thị Lan')
    await field(profile, 'Số điện thoại').fill('12345')
    await profile.getByRole('button', { name: 'Lưu' }).click()
    await expect(profile.getByText(/^Số điện thoại không hợp lệ/)).toBeVisible()
    await field(profile, 'Số điện thoại').fill('0912 345 678')
    await profile.getByRole('button', { name: 'Lưu' }).click()
    await expect(profile.getByRole('status')).toHaveText('Đã lưu họ tên và số điện thoại của bạn.')
    await expect(userInfoValue(page, 'Họ và tên')).toHaveText('Trần Thị Lan')
    await expect(userInfoValue(page, 'Số điện thoại')).toHaveText('0912345678')
    await expectAccessible(page)

    // Another device signs in; this one signs every other session out.
    const laptop = await browser.newContext()
    const other = await laptop.newPage()
    await signInToUserInfo(other, who)
    await page.reload()
    const sessions = section(page, 'Các nơi bạn đang đăng nhập')
    await expect(sessions.getByText('Thiết bị này')).toHaveCount(1)
    await sessions.getByRole('button', { name: 'Đăng xuất tất cả phiên khác' }).click()
    await expect(sessions.getByRole('status')).toHaveText(/^Đã đăng xuất \d+ phiên khác\.$/)
    await expect(sessions.getByText('Bạn chỉ đang đăng nhập trên thiết bị này.')).toBeVisible()
    await other.goto('/customer/user-info')
    await expect(other).toHaveURL(/\/login\?redirect=/)
    await laptop.close()

    // The password: this browser stays signed in, the new password signs in.
    const password = section(page, 'Mật khẩu')
    const newPassword = `${who.password}-moi`
    await field(password, 'Mật khẩu hiện tại').fill(who.password)
    await field(password, 'Mật khẩu mới').fill(newPassword)
    await password.getByRole('button', { name: 'Đổi mật khẩu' }).click()
    await expect(password.getByRole('status')).toHaveText(
      'Đã đổi mật khẩu và đăng xuất các phiên đăng nhập khác của bạn.',
    )
    await page.reload()
    await expect(page).toHaveURL('/customer/user-info')
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click()
    await expect(page).toHaveURL('/')
    await signInToUserInfo(page, { ...who, password: newPassword })

    // The data, as a JSON file.
    const downloading = page.waitForEvent('download')
    await section(page, 'Dữ liệu của bạn')
      .getByRole('link', { name: 'Tải dữ liệu của tôi' })
      .click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^kaimono-data-\d+\.json$/)
    const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'))
    expect(exported.profile).toMatchObject({
      name: 'Trần Thị Lan',
      email: who.email,
      tel: '0912345678',
    })

    // Deletion: confirmed by the password, then the account is gone.
    const deletion = section(page, 'Xoá tài khoản')
    await field(deletion, 'Mật khẩu').fill(newPassword)
    await deletion.getByRole('button', { name: 'Xoá tài khoản của tôi' }).click()
    await expect(deletion.getByText('Hãy đánh dấu ô này để xác nhận.')).toBeVisible()
    await field(deletion, 'Mật khẩu').fill(newPassword)
    await deletion.getByRole('checkbox').check()
    await deletion.getByRole('button', { name: 'Xoá tài khoản của tôi' }).click()
    await expect(page).toHaveURL('/login?deleted=1')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Tài khoản của bạn đã được xoá. Cảm ơn bạn đã mua sắm cùng Kaimono.',
    )
    expect(await sessionCookie(page.context())).toBeFalsy()
    await waitForHydration(page)
    await submitLogin(page, who.email, newPassword)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG_PASSWORD)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.skip(({ isMobile }) => isMobile, 'one browser setup is enough')

  test('the name and phone form posts to the page', async ({ page, request, baseURL }) => {
    const who = await verifiedCustomer(request, baseURL as string, newCustomer('Lê An', 'no-js'))
    await page.goto('/login?redirect=%2Fcustomer%2Fuser-info')
    await submitLogin(page, who.email, who.password)
    await expect(page).toHaveURL('/customer/user-info')
    const profile = section(page, 'Họ tên và số điện thoại')
    await field(profile, 'Họ và tên').fill('Lê Văn An')
    await profile.getByRole('button', { name: 'Lưu' }).click()
    await expect(section(page, 'Họ tên và số điện thoại').getByRole('status')).toHaveText(
      'Đã lưu họ tên và số điện thoại của bạn.',
    )
    await expect(userInfoValue(page, 'Họ và tên')).toHaveText('Lê Văn An')
  })
})

test('the page fits a phone’s width and passes axe', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'the journey covers the desktop')
  const who = await verifiedCustomer(request, baseURL as string, newCustomer('Võ Hà', 'narrow'))
  await signInToUserInfo(page, who)
  await expect(section(page, 'Xoá tài khoản')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessible(page)
})
