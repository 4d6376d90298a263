import type { Locator, Page } from '@playwright/test'
import { field, submitLogin } from './accounts.ts'
import { ADDRESS_OWNER } from './env.ts'
import {
  expect,
  expectAccessible,
  expectToast,
  test,
  waitForHydration,
  watchToasts,
} from './fixtures.ts'
import { expectNoHorizontalScroll } from './shopping.ts'

// One sign-in per run (the per-address limit is 10 a minute): desktop only.
test.beforeEach(({ page }) => watchToasts(page))

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the account journeys run once, on desktop')
})

const card = (page: Page, consignee: string) =>
  page.getByRole('main').getByRole('article', { name: consignee, exact: true })

/** The 'Create new address' panel, opened. */
async function openNewAddress(page: Page): Promise<Locator> {
  const panel = page.getByRole('main').locator('details').filter({ hasText: 'Tạo địa chỉ mới' })
  if ((await panel.getAttribute('open')) === null) {
    await panel.locator('summary').click()
  }
  await expect(panel).toHaveAttribute('open', '')
  return panel
}

/** A saved address's edit panel, opened. */
async function openEdit(page: Page, consignee: string): Promise<Locator> {
  const panel = card(page, consignee).locator('details')
  await panel.locator('summary').click()
  await expect(panel).toHaveAttribute('open', '')
  return panel
}

async function savedCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/addresses')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { total: number }).total
}

test('the address book: create in both unit schemes, edit, server errors per field, delete, no JavaScript', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await page.goto('/login?redirect=%2Fcustomer%2Faddress')
  await submitLogin(page, ADDRESS_OWNER.email, ADDRESS_OWNER.password)
  await expect(page).toHaveURL('/customer/address')
  await expect(page).toHaveTitle('Sổ địa chỉ | Kaimono')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sổ địa chỉ')
  await expect(main).toContainText('Bạn chưa có địa chỉ nào, hãy tạo mới!')
  await expectAccessible(page)
  await waitForHydration(page)

  // A new address starts in the units since 1 July 2025: province → ward, no district.
  let form = await openNewAddress(page)
  await expect(form.getByRole('radio', { name: 'Đơn vị mới (từ 1/7/2025)' })).toBeChecked()
  await expect(form.getByRole('combobox', { name: /^Quận \/ huyện/ })).toHaveCount(0)
  await field(form, 'Người nhận').fill('Trần Thị Bình')
  await field(form, 'Số điện thoại').fill('0912345678')
  await field(form, 'Tỉnh / thành phố').selectOption({ label: 'Thành phố Hà Nội' })
  await field(form, 'Phường / xã').selectOption({ label: 'Phường Ba Đình' })
  await field(form, 'Số nhà, tên đường').fill('5 Điện Biên Phủ')
  // §9: creation is debounced by 300 ms, so a double click saves one address.
  await form.getByRole('button', { name: 'Tạo địa chỉ' }).dblclick()
  await expectToast(page, 'Tạo địa chỉ thành công')
  await expect(card(page, 'Trần Thị Bình')).toContainText('5 Điện Biên Phủ, Phường Ba Đình')
  await expect(main).not.toContainText('Bạn chưa có địa chỉ nào')
  await expect(form).not.toHaveAttribute('open', '')
  expect(await savedCount(page)).toBe(1)

  // Old units: province → district → ward; the card shows the address's form since 2025 too.
  form = await openNewAddress(page)
  await expect(field(form, 'Người nhận')).toHaveValue('')
  await form.getByRole('radio', { name: 'Đơn vị cũ' }).check()
  await field(form, 'Tỉnh / thành phố').selectOption({ label: 'Thành phố Hồ Chí Minh' })
  await field(form, 'Quận / huyện').selectOption({ label: 'Quận Gò Vấp' })
  await field(form, 'Phường / xã').selectOption({ label: 'Phường 12' })
  // §5: a new province clears district and ward.
  await field(form, 'Tỉnh / thành phố').selectOption({ label: 'Thành phố Hà Nội' })
  await expect(field(form, 'Quận / huyện')).toHaveValue('')
  await expect(field(form, 'Phường / xã')).toHaveValue('')
  await field(form, 'Tỉnh / thành phố').selectOption({ label: 'Thành phố Hồ Chí Minh' })
  await field(form, 'Quận / huyện').selectOption({ label: 'Quận Gò Vấp' })
  await field(form, 'Phường / xã').selectOption({ label: 'Phường 12' })
  await field(form, 'Người nhận').fill('Nguyễn Văn An')
  await field(form, 'Số điện thoại').fill('0901234567')
  await field(form, 'Số nhà, tên đường').fill('12 Quang Trung')
  await form.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' }).check()
  await form.getByRole('button', { name: 'Tạo địa chỉ' }).click()
  await expectToast(page, 'Tạo địa chỉ thành công')
  const an = card(page, 'Nguyễn Văn An')
  await expect(an).toContainText('Mặc định')
  await expect(an).toContainText('12 Quang Trung, Phường 12, Quận Gò Vấp, Thành phố Hồ Chí Minh')
  await expect(an).toContainText(/Địa chỉ mới \(từ 1\/7\/2025\):.*Phường An Hội Tây/)
  // The default comes first.
  await expect(main.getByRole('article').first()).toHaveAccessibleName('Nguyễn Văn An')

  // Edit: a new consignee, and this one becomes the default.
  let edit = await openEdit(page, 'Trần Thị Bình')
  await expect(edit.getByRole('radio', { name: 'Đơn vị mới (từ 1/7/2025)' })).toBeChecked()
  await expect(field(edit, 'Phường / xã')).toHaveValue('00004')
  await field(edit, 'Người nhận').fill('Trần Thị Bình Minh')
  await edit.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' }).check()
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expectToast(page, 'Cập nhật địa chỉ thành công')
  const binh = card(page, 'Trần Thị Bình Minh')
  await expect(binh).toContainText('Mặc định')
  await expect(binh.locator('details')).not.toHaveAttribute('open', '')
  await expect(binh.locator('summary')).toBeFocused()
  await expect(an).not.toContainText('Mặc định')
  await expect(main.getByRole('article').first()).toHaveAccessibleName('Trần Thị Bình Minh')

  // §5: nothing is checked in the browser; the server's errors show under each field.
  edit = await openEdit(page, 'Nguyễn Văn An')
  await field(edit, 'Người nhận').fill('')
  await field(edit, 'Số điện thoại').fill('12345')
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(edit.getByRole('alert')).toHaveText('Dữ liệu không hợp lệ')
  await expect(field(edit, 'Người nhận')).toHaveAccessibleDescription('Vui lòng nhập trường này')
  await expect(field(edit, 'Số điện thoại')).toHaveAccessibleDescription(
    'Số điện thoại không hợp lệ (ví dụ 0912345678 hoặc +84912345678)',
  )
  await expect(edit.getByRole('button', { name: 'Lưu' })).toBeEnabled()
  await expect(edit).toHaveAttribute('open', '')
  await expectAccessible(page)

  // Delete asks first, in a dialog.
  await edit.getByRole('button', { name: 'Xóa' }).click()
  const dialog = page.getByRole('dialog', { name: 'Xóa địa chỉ này?' })
  await expect(dialog).toContainText('Nguyễn Văn An')
  await dialog.getByRole('button', { name: 'Hủy' }).click()
  await expect(dialog).toBeHidden()
  await edit.getByRole('button', { name: 'Xóa' }).click()
  await dialog.getByRole('button', { name: 'Xóa' }).click()
  await expectToast(page, 'Xóa địa chỉ thành công')
  await expect(an).toHaveCount(0)
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused()
  expect(await savedCount(page)).toBe(1)

  // Without JavaScript, editing still works: the page comes back from the action.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    locale: 'vi-VN',
  })
  const plain = await noScript.newPage()
  await plain.goto(`${baseURL}/customer/address`)
  const plainCard = (name: string) => plain.getByRole('main').getByRole('article', { name })
  await plainCard('Trần Thị Bình Minh').locator('summary').click()
  await field(plainCard('Trần Thị Bình Minh'), 'Ghi chú').fill('Gọi trước khi giao')
  await plainCard('Trần Thị Bình Minh').getByRole('button', { name: 'Lưu' }).click()
  await expect(plain.getByRole('main').getByRole('status')).toHaveText(
    'Cập nhật địa chỉ thành công',
  )
  await expect(plainCard('Trần Thị Bình Minh')).toContainText('Ghi chú: Gọi trước khi giao')
  await plainCard('Trần Thị Bình Minh').locator('summary').click()
  await field(plainCard('Trần Thị Bình Minh'), 'Số điện thoại').fill('12345')
  await plainCard('Trần Thị Bình Minh').getByRole('button', { name: 'Lưu' }).click()
  await expect(plainCard('Trần Thị Bình Minh').getByRole('alert')).toHaveText(
    'Dữ liệu không hợp lệ',
  )
  await expect(field(plainCard('Trần Thị Bình Minh'), 'Số điện thoại')).toHaveValue('12345')
  await noScript.close()

  // Fits a small phone.
  await page.setViewportSize({ width: 360, height: 780 })
  await openEdit(page, 'Trần Thị Bình Minh')
  await expectNoHorizontalScroll(page)

  // In English, the spec's own words.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await waitForHydration(page)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Address book')
  edit = await openEdit(page, 'Trần Thị Bình Minh')
  await edit.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Remove address successfully')
  await expect(main).toContainText('You have not address, please create !')
  expect(await savedCount(page)).toBe(0)
})
