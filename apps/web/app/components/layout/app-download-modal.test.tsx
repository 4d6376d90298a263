import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import {
  APP_MODAL_SHOWN_KEY,
  AppDownloadModal,
  isMobileUserAgent,
  isTyping,
  offersAppOn,
} from './app-download-modal.tsx'

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
beforeEach(() => {
  sessionStorage.clear()
  scrollTo(0)
})
afterEach(() => vi.restoreAllMocks())

/** jsdom does not lay out or scroll: set where the window is and tell the page. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

const asUserAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)

/** A page with the offer: the offer renders nothing until it is shown, so wait for the page. */
async function renderPage() {
  const page = renderInApp(() => (
    <>
      <main>Browsing</main>
      <AppDownloadModal />
    </>
  ))
  await screen.findByText('Browsing')
  return page
}

test.each([
  [IPHONE, true],
  ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36', true],
  [DESKTOP, false],
])('isMobileUserAgent(%s) is %s', (ua, mobile) => {
  expect(isMobileUserAgent(ua)).toBe(mobile)
})

test.each([
  ['/', true],
  ['/products/ikom', true],
  ['/products/awond/', true],
  ['/products/ikom/12', false],
  ['/login', false],
  ['/register', false],
  ['/forget-password', false],
  ['/reset-password', false],
  ['/cart', false],
  ['/checkout', false],
  ['/customer/user-info', false],
])('offersAppOn(%s) is %s', (path, offered) => {
  expect(offersAppOn(path)).toBe(offered)
})

test('isTyping: fields count, buttons and links do not', () => {
  const make = (html: string) => {
    const holder = document.createElement('div')
    holder.innerHTML = html
    return holder.firstElementChild
  }
  expect(isTyping(make('<input>'))).toBe(true)
  expect(isTyping(make('<textarea></textarea>'))).toBe(true)
  expect(isTyping(make('<select></select>'))).toBe(true)
  expect(isTyping(make('<button>Go</button>'))).toBe(false)
  expect(isTyping(make('<a href="/">Home</a>'))).toBe(false)
  expect(isTyping(null)).toBe(false)
})

describe('AppDownloadModal', () => {
  test('opens for a mobile visitor after half a screen of scrolling, once per browser session', async () => {
    asUserAgent(IPHONE)
    const first = await renderPage()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => scrollTo(Math.floor(window.innerHeight / 2) - 1))
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => scrollTo(window.innerHeight))
    const dialog = await screen.findByRole('dialog', { name: 'Shop faster with the Kaimono app' })
    expect(dialog).toHaveAttribute('open')
    expect(sessionStorage.getItem(APP_MODAL_SHOWN_KEY)).toBe('1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue in the browser' }))
    first.unmount()

    await renderPage()
    act(() => scrollTo(window.innerHeight * 2))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('waits while a field has the focus', async () => {
    asUserAgent(IPHONE)
    renderInApp(() => (
      <>
        <input aria-label="Search" />
        <AppDownloadModal />
      </>
    ))
    const field = await screen.findByRole('textbox', { name: 'Search' })
    field.focus()
    act(() => scrollTo(window.innerHeight))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem(APP_MODAL_SHOWN_KEY)).toBeNull()

    field.blur()
    act(() => scrollTo(window.innerHeight + 10))
    expect(await screen.findByRole('dialog')).toHaveAttribute('open')
  })

  test('stays closed on a desktop browser', async () => {
    asUserAgent(DESKTOP)
    await renderPage()
    act(() => scrollTo(window.innerHeight))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem(APP_MODAL_SHOWN_KEY)).toBeNull()
  })
})
