import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Panel, PanelSection } from './panel.tsx'

test('a panel is the element asked for, framed, with its own padding and layout', () => {
  render(
    <Panel as="form" aria-label="Filters" className="flex p-4">
      <button type="submit">Apply</button>
    </Panel>,
  )
  const form = screen.getByRole('form', { name: 'Filters' })
  expect(form.tagName).toBe('FORM')
  expect(form.className).toBe('rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 flex p-4')
})

test('a flat panel has no shadow', () => {
  const { container } = render(<Panel flat>Nothing yet</Panel>)
  expect(container.firstElementChild?.className).toBe('rounded-2xl bg-white ring-1 ring-stone-200')
})

test('a panel section is named by its heading and says when it is busy', () => {
  const { rerender } = render(
    <PanelSection id="total" title="Total" className="p-4 sm:p-6">
      <p>100</p>
    </PanelSection>,
  )
  const section = screen.getByRole('region', { name: 'Total' })
  expect(section).not.toHaveAttribute('aria-busy')
  expect(screen.getByRole('heading', { level: 2, name: 'Total' })).toHaveClass(
    'text-lg font-semibold',
  )
  rerender(
    <PanelSection id="total" title="Total" busy>
      <p>100</p>
    </PanelSection>,
  )
  expect(screen.getByRole('region', { name: 'Total' })).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByRole('region', { name: 'Total' })).toHaveClass('p-5')
})
