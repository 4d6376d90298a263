import { submitLogin } from './accounts.ts'
import { GIFT_FRIEND, GIFT_OWNER } from './env.ts'
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts'

// Two sign-ins per run (the per-address limit is 10 a minute): desktop only.
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, on desktop')
})

test('a friend enters the owner’s invitation code once; the owner sees it waiting for their first paid order', async ({
  page,
  browser,
}) => {
  // The owner signs in and reads their own code on the gift page.
  await page.goto('/login?redirect=%2Fcustomer%2Fgift')
  await submitLogin(page, GIFT_OWNER.email, GIFT_OWNER.password)
  await expect(page).toHaveURL('/customer/gift')
  await expect(page).toHaveTitle('Mã giới thiệu | Kaimono')
  const main = page.getByRole('main')
  const ownCode = main.getByRole('region', { name: 'Mã giới thiệu của bạn' })
  const code = ((await ownCode.locator('.font-mono').textContent()) ?? '').trim()
  expect(code).toMatch(/^[A-Z]{6}$/)
  await expect(ownCode).toContainText('Chưa có ai nhập mã của bạn.')
  await expect(ownCode).toContainText('0 đ')
  // The form's button is enabled once the page knows the device (after hydration).
  await waitForHydration(page)
  const enter = main.getByRole('region', { name: 'Nhập mã giới thiệu' })
  await expect(enter.getByRole('button', { name: 'Áp dụng' })).toBeEnabled()
  await expectAccessible(page)

  // One's own code is refused with the message of §8.
  await enter.getByRole('textbox', { name: /Mã giới thiệu/ }).fill(code)
  await enter.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(enter.getByRole('alert')).toHaveText('Xin lỗi, mã giới thiệu này không hợp lệ')

  // The friend, in a browser of their own, enters the code.
  const friendContext = await browser.newContext({ baseURL: page.url(), locale: 'vi-VN' })
  const friend = await friendContext.newPage()
  await friend.goto('/login?redirect=%2Fcustomer%2Fgift')
  await submitLogin(friend, GIFT_FRIEND.email, GIFT_FRIEND.password)
  await expect(friend).toHaveURL(/\/customer\/gift$/)
  await waitForHydration(friend)
  const friendForm = friend.getByRole('region', { name: 'Nhập mã giới thiệu' })
  await friendForm.getByRole('textbox', { name: /Mã giới thiệu/ }).fill(code.toLowerCase())
  await friendForm.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(friendForm.getByRole('status')).toHaveText(
    'Cảm ơn bạn! Mã giới thiệu đã được áp dụng.',
  )
  // Once per account: the form is gone on the next visit.
  await friend.reload()
  await expect(friendForm).toContainText('Bạn đã nhập mã giới thiệu rồi.')
  await expect(friendForm.getByRole('button', { name: 'Áp dụng' })).toHaveCount(0)
  await friendContext.close()

  // The owner's page now lists the activation; its 20,000 VND of shipping credit is earned when
  // the friend's first order is paid (ADR 012; the server tests follow it to the end).
  await page.reload()
  await expect(ownCode.getByRole('row')).toHaveCount(2)
  await expect(
    ownCode.getByRole('cell', { name: 'Chờ đơn hàng đầu tiên được thanh toán' }),
  ).toBeVisible()
  await expect(ownCode).toContainText('Ưu đãi phí vận chuyển còn lại: 0\u00a0đ')
})
