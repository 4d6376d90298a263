import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderInApp } from '../../../test/render.tsx'
import { APP_MODAL_SHOWN_KEY, AppDownloadModal, isMobileUserAgent } from './app-download-modal.tsx'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

beforeAll(() => {
  // jsdom has <dialog> but not its modal API; the browser tests cover the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})
beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

const asUserAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)

test.each([
  [IPHONE, true],
  ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36', true],
  [DESKTOP, false],
])('isMobileUserAgent(%s) is %s', (ua, mobile) => {
  expect(isMobileUserAgent(ua)).toBe(mobile)
})

describe('AppDownloadModal', () => {
  test('opens for a mobile visitor once per browser session, and can be dismissed', async () => {
    asUserAgent(IPHONE)
    const first = renderInApp(AppDownloadModal)
    const dialog = await screen.findByRole('dialog', { name: 'Shop faster with the Kaimono app' })
    expect(dialog).toHaveAttribute('open')
    expect(sessionStorage.getItem(APP_MODAL_SHOWN_KEY)).toBe('1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue in the browser' }))
    first.unmount()

    renderInApp(AppDownloadModal)
    await screen.findByText('Shop faster with the Kaimono app')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('stays closed on a desktop browser', async () => {
    asUserAgent(DESKTOP)
    renderInApp(AppDownloadModal)
    await screen.findByText('Shop faster with the Kaimono app')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem(APP_MODAL_SHOWN_KEY)).toBeNull()
  })
})
