import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { QuestionFinder } from './question-finder.tsx'
import type { QuestionTopic } from './questions.ts'

const TOPICS: QuestionTopic[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    items: [
      { id: 'q-1', question: 'What can I buy?', answer: '<p>Almost anything on Mercari.</p>' },
      { id: 'q-2', question: 'Can I cancel an order?', answer: '<p>Before you pay.</p>' },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping',
    items: [
      { id: 'q-3', question: 'How is the shipping fee worked out?', answer: '<p>By weight.</p>' },
    ],
  },
]

const questions = () =>
  [...document.querySelectorAll('details')].map((details) => ({
    id: details.id,
    open: details.open,
  }))

afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

test('without a search every question is there, closed, under its topic', async () => {
  renderInApp(() => <QuestionFinder topics={TOPICS} initialQuery="" />)
  expect(await screen.findByRole('heading', { name: 'Shipping' })).toBeVisible()
  expect(questions()).toEqual([
    { id: 'q-1', open: false },
    { id: 'q-2', open: false },
    { id: 'q-3', open: false },
  ])
  expect(screen.getByRole('status')).toHaveTextContent('')
})

test('?q= (the form without JavaScript): only the matches, open, and how many', async () => {
  renderInApp(() => <QuestionFinder topics={TOPICS} initialQuery="cancel" />)
  expect(await screen.findByRole('searchbox', { name: 'Search the questions' })).toHaveValue(
    'cancel',
  )
  expect(questions()).toEqual([{ id: 'q-2', open: true }])
  expect(screen.getByRole('status')).toHaveTextContent('1 question matches “cancel”.')
  expect(screen.queryByRole('heading', { name: 'Shipping' })).toBeNull()
})

test('no match says so, with the way back to every question', async () => {
  renderInApp(() => <QuestionFinder topics={TOPICS} initialQuery="rakuten points" />)
  const status = await screen.findByRole('status')
  expect(status).toHaveTextContent('No question matches “rakuten points”.')
  expect(questions()).toEqual([])
  expect(within(status).getByRole('link', { name: 'Show all questions' })).toHaveAttribute(
    'href',
    '/question-and-answer',
  )
})

test('typing filters after a pause, keeps the search in the address, and clears', async () => {
  const user = userEvent.setup()
  renderInApp(() => <QuestionFinder topics={TOPICS} initialQuery="" />)
  const box = await screen.findByRole('searchbox', { name: 'Search the questions' })
  await user.type(box, 'weight')
  // The list changes once typing pauses (250 ms), not on every key.
  expect(questions()).toHaveLength(3)
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  expect(questions()).toEqual([{ id: 'q-3', open: true }])
  expect(window.location.search).toBe('?q=weight')

  await user.click(screen.getByRole('link', { name: 'Show all questions' }))
  expect(box).toHaveValue('')
  expect(questions()).toHaveLength(3)
  expect(window.location.search).toBe('')
})

test('Enter searches at once', async () => {
  const user = userEvent.setup()
  renderInApp(() => <QuestionFinder topics={TOPICS} initialQuery="" />)
  await user.type(await screen.findByRole('searchbox'), 'mercari{Enter}')
  expect(questions()).toEqual([{ id: 'q-1', open: true }])
})
