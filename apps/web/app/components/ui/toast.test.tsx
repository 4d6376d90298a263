import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { TOAST_MS, ToastProvider, useToast } from './toast.tsx'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function Trigger({ ms }: { ms?: number }) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast('Create address successfully', 'success', ms)}>
      go
    </button>
  )
}

async function renderToasts(ms?: number) {
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <ToastProvider>
        <Trigger ms={ms} />
      </ToastProvider>
    </I18nextProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'go' }))
  // The first toast brings its component (a lazy module).
  await act(() => vi.dynamicImportSettled())
  return screen.getByRole('region', { name: 'Notifications' })
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

test('§9: a toast is announced in the notifications region and leaves after 3000 ms', async () => {
  const region = await renderToasts()
  expect(region).toHaveAttribute('aria-live', 'polite')
  expect(screen.getByRole('status')).toHaveTextContent('Create address successfully')
  expect(TOAST_MS).toBe(3_000)
  expect(region).toHaveTextContent('Create address successfully')
  advance(2_999)
  expect(region).toHaveTextContent('Create address successfully')
  advance(1)
  expect(region).toHaveTextContent('')
})

test('§9: the pointer on it pauses the clock; leaving runs the time that was left', async () => {
  const region = await renderToasts()
  advance(2_000)
  fireEvent.mouseEnter(region)
  advance(10_000)
  expect(region).toHaveTextContent('Create address successfully')
  fireEvent.mouseLeave(region)
  advance(999)
  expect(region).toHaveTextContent('Create address successfully')
  advance(1)
  expect(region).toHaveTextContent('')
})

test('keyboard focus holds it too, and the close button removes it at once', async () => {
  const region = await renderToasts()
  const close = screen.getByRole('button', { name: 'Close' })
  fireEvent.focus(close)
  advance(10_000)
  expect(region).toHaveTextContent('Create address successfully')
  fireEvent.click(close)
  expect(region).toHaveTextContent('')
})

test('§9: a toast given its own time (a bid’s, 5000 ms) stays that long', async () => {
  const region = await renderToasts(5_000)
  advance(4_999)
  expect(region).toHaveTextContent('Create address successfully')
  advance(1)
  expect(region).toHaveTextContent('')
})
