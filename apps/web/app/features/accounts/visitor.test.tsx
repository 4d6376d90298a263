import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { renderInApp } from '#test/render.tsx'
import { VISITOR_PATH } from './visitor.tsx'

const MEMBER = {
  user: { id: 7, uid: 'u7', name: 'Lê Thị Hoa', email: 'hoa@kaimono.test', role: 'customer' },
  cart: { count: 3, lines: [] },
  bell: { items: [], unread: 2 },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the visitor of a shared page (ADR 021)', () => {
  test('a members’ copy asks who they are once hydrated, and the header fills in', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return Response.json(MEMBER)
    })
    renderInApp(SiteHeader, { root: { member: true } })
    expect(await screen.findByRole('link', { name: 'Lê Thị Hoa' })).toHaveAttribute(
      'href',
      '/customer/user-info',
    )
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
    expect(within(screen.getByRole('banner')).getByText('3')).toBeInTheDocument()
    expect(asked).toEqual([VISITOR_PATH])
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Account' })).toBeNull()
  })

  test('signed out meanwhile (/visitor knows nobody): a visitor’s header after all', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ user: null, cart: null, bell: null }))
    renderInApp(SiteHeader, { root: { member: true } })
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  test('offline (or before the answer, or without JavaScript): Account and Log out', async () => {
    const asked = Promise.withResolvers<void>()
    vi.stubGlobal('fetch', async () => {
      asked.resolve()
      throw new TypeError('offline')
    })
    renderInApp(SiteHeader, { root: { member: true } })
    await asked.promise
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/customer/user-info',
    )
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
  })

  test('a page rendered for its visitor asks nothing: its loaders know them', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderInApp(SiteHeader, { root: { user: { name: 'Trần Thị Mai' } } })
    expect(await screen.findByRole('link', { name: 'Trần Thị Mai' })).toBeInTheDocument()
    renderInApp(SiteHeader)
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).toHaveLength(1)
    expect(fetch).not.toHaveBeenCalled()
  })
})
