import { ATTACHMENT_MAX_BYTES } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import {
  pictureProblem,
  TITLE_LENGTH,
  ticketContent,
  ticketsHref,
  ticketsPage,
  ticketTitle,
} from './support-rules.ts'

describe('a ticket’s title', () => {
  test('is what the customer wrote, on one line', () => {
    expect(ticketTitle('  Đơn OS000042\n\nchưa về  ')).toBe('Đơn OS000042 chưa về')
  })

  test('is cut between words, with an ellipsis, at the length it keeps', () => {
    const long = `Xin chào, ${'đơn hàng của tôi '.repeat(10)}`
    const title = ticketTitle(long)
    expect([...title].length).toBeLessThanOrEqual(TITLE_LENGTH)
    expect(title.endsWith('…')).toBe(true)
    expect(title).toMatch(/^Xin chào, đơn hàng của tôi .*[^ ]…$/)
    expect(long.replace(/\s+/g, ' ')).toContain(title.slice(0, -1))
  })

  test('cuts a text without spaces where it must, counting characters, not bytes', () => {
    const japanese = '注文した商品が届きません'.repeat(10)
    const title = ticketTitle(japanese)
    expect([...title]).toHaveLength(TITLE_LENGTH)
    expect(title.startsWith('注文した商品が届きません')).toBe(true)
  })
})

describe('a ticket’s content', () => {
  test('leaves out the name and phone lines the description starts with', () => {
    const ticket = { name: 'Trần An', phone: '0912345678', description: '' }
    expect(
      ticketContent({ ...ticket, description: 'Trần An\n0912345678\nHàng bị vỡ\nmột góc' }),
    ).toBe('Hàng bị vỡ\nmột góc')
    expect(ticketContent({ ...ticket, description: 'Chỉ một dòng' })).toBe('Chỉ một dòng')
  })
})

describe('a chosen picture', () => {
  test('is a JPEG, PNG or WebP of at most 5 MB', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 1_000 })).toBeNull()
    expect(pictureProblem({ type: 'image/png', size: ATTACHMENT_MAX_BYTES })).toBeNull()
    expect(pictureProblem({ type: 'image/webp', size: 10 })).toBeNull()
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('type')
    expect(pictureProblem({ type: '', size: 10 })).toBe('type')
    expect(pictureProblem({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('size')
  })
})

describe('the list’s pages', () => {
  test('come from the address; a bad page is the first', () => {
    const page = (query: string) => ticketsPage(new URLSearchParams(query))
    expect(page('')).toBe(1)
    expect(page('page=3')).toBe(3)
    expect(page('page=0')).toBe(1)
    expect(page('page=-2')).toBe(1)
    expect(page('page=1.5')).toBe(1)
    expect(page('page=abc')).toBe(1)
  })

  test('the first has no query', () => {
    expect(ticketsHref(1)).toBe('/customer/support')
    expect(ticketsHref(2)).toBe('/customer/support?page=2')
  })
})
