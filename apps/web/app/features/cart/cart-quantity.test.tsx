import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { CartQuantity, QUANTITY_DEBOUNCE_MS } from './cart-quantity.tsx'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

type LineProps = {
  start: number
  locked: boolean
  changes: number[]
  commit: (quantity: number) => void
  remove: () => void
}

/** A line's stepper as the cart holds it: the shown quantity follows each change. */
function Line({ start, locked, changes, commit, remove }: LineProps) {
  const [value, setValue] = useState(start)
  return (
    <CartQuantity
      value={value}
      label="Quantity of Green tea"
      locked={locked}
      onChange={(quantity) => {
        changes.push(quantity)
        setValue(quantity)
      }}
      onCommit={commit}
      onRemove={remove}
    />
  )
}

function renderStepper({ start = 2, locked = false } = {}) {
  const commit = vi.fn()
  const remove = vi.fn()
  const changes: number[] = []
  render(
    <I18nextProvider i18n={createI18n('en', allMessages.en)}>
      <Line start={start} locked={locked} changes={changes} commit={commit} remove={remove} />
    </I18nextProvider>,
  )
  return {
    commit,
    remove,
    changes,
    input: screen.getByRole('textbox', { name: 'Quantity of Green tea' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
  }
}

describe('a cart line quantity (§4, §5, §9)', () => {
  test('is sent once, 400 ms after the last change, with the last quantity', () => {
    const { commit, changes, input, plus } = renderStepper()
    fireEvent.click(plus)
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 100))
    fireEvent.click(plus)
    fireEvent.click(plus)
    expect(input).toHaveValue('5')
    expect(changes).toEqual([3, 4, 5])
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(commit.mock.calls).toEqual([[5]])
    expect(QUANTITY_DEBOUNCE_MS).toBe(400)
  })

  test('takes digits only, and typing counts as a change', () => {
    const { commit, input } = renderStepper()
    fireEvent.change(input, { target: { value: '1a2' } })
    expect(input).toHaveValue('12')
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit.mock.calls).toEqual([[12]])
  })

  test('anything below 1 becomes 1 when the box is left', () => {
    const { commit, input } = renderStepper({ start: 3 })
    fireEvent.change(input, { target: { value: '0' } })
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit).not.toHaveBeenCalled()
    fireEvent.blur(input)
    expect(input).toHaveValue('1')
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit.mock.calls).toEqual([[1]])
  })

  test('an emptied box at 1 settles to 1 and sends nothing', () => {
    const { commit, input } = renderStepper({ start: 1 })
    fireEvent.change(input, { target: { value: '' } })
    fireEvent.blur(input)
    expect(input).toHaveValue('1')
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit).not.toHaveBeenCalled()
  })

  test('minus at 1 asks to remove the line instead of going lower', () => {
    const { commit, remove, minus, input } = renderStepper({ start: 2 })
    fireEvent.click(minus)
    expect(input).toHaveValue('1')
    expect(remove).not.toHaveBeenCalled()
    fireEvent.click(minus)
    expect(remove).toHaveBeenCalledTimes(1)
    expect(input).toHaveValue('1')
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit.mock.calls).toEqual([[1]])
  })

  test('is held at 1 where the market sells one of each item; removal still asks', () => {
    const { commit, remove, plus, minus, input } = renderStepper({ start: 1, locked: true })
    expect(plus).toBeDisabled()
    expect(input).toHaveAttribute('readonly')
    fireEvent.click(minus)
    expect(remove).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit).not.toHaveBeenCalled()
  })

  test('stops at 99, the most of one line', () => {
    const { plus, input, commit } = renderStepper({ start: 98 })
    fireEvent.click(plus)
    expect(input).toHaveValue('99')
    expect(plus).toBeDisabled()
    fireEvent.change(input, { target: { value: '150' } })
    expect(input).toHaveValue('15')
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS))
    expect(commit.mock.calls).toEqual([[15]])
  })
})
