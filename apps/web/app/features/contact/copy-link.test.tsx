import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { CONTACT_COPIED_MS } from './contact-details.ts'
import { CopyLink } from './copy-link.tsx'

let writeText: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  writeText = vi.fn(() => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => vi.useRealTimers())

test('§2/§9: a click copies the number instead of calling, and says Coppied for 1 s', async () => {
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <CopyLink href="tel:19006368" value="1900 6368">
        1900 6368
      </CopyLink>
    </I18nextProvider>,
  )
  const link = screen.getByRole('link', { name: /^1900 6368,? ?\(click to copy\)$/ })
  expect(link).toHaveAttribute('href', 'tel:19006368')
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  await act(async () => {
    fireEvent(link, click)
  })
  expect(click.defaultPrevented).toBe(true)
  expect(writeText).toHaveBeenCalledWith('1900 6368')
  expect(screen.getByText('Coppied')).toBeInTheDocument()
  expect(CONTACT_COPIED_MS).toBe(1_000)
  act(() => vi.advanceTimersByTime(999))
  expect(screen.getByText('Coppied')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.queryByText('Coppied')).toBeNull()
})
