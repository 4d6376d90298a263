import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

describe('SiteFooter (§2)', () => {
  test('contact, opening hours, app stores, links, social and copyright', async () => {
    renderInApp(SiteFooter)
    const footer = await screen.findByRole('contentinfo')
    expect(
      within(footer).getByText('Monday-Friday 8.00 am - 5.30 pm, Saturday 8.00 am - 12 am'),
    ).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: '1900 6368' })).toHaveAttribute(
      'href',
      'tel:19006368',
    )
    expect(within(footer).getByRole('link', { name: 'support@kaimono.vn' })).toHaveAttribute(
      'href',
      'mailto:support@kaimono.vn',
    )
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    )
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Shopping guide' })).toHaveAttribute(
      'href',
      '/manual',
    )
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about-us',
    )
    expect(within(footer).getByRole('link', { name: 'Kaimono on Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Kaimono. All rights reserved.`),
    ).toBeInTheDocument()
  })

  test('speaks the chosen language', async () => {
    renderInApp(SiteFooter, { lang: 'vi' })
    expect(
      await screen.findByText('Thứ Hai - Thứ Sáu 8:00 - 17:30, Thứ Bảy 8:00 - 12:00'),
    ).toBeInTheDocument()
  })
})

describe('SiteHeader (§2)', () => {
  test('top links, search, cart, and Sign in / Register for a visitor', async () => {
    renderInApp(SiteHeader)
    const quick = await screen.findByRole('navigation', { name: 'Quick links' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Payment information', '/payment-information'],
      ['For newbies', '/newbie'],
      ['Blog', '/blogs'],
    ])
    // §4, issue 19: All searches everything (the markets, our own shops first).
    expect(screen.getByRole('search')).toHaveAttribute('action', '/other-market/search')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  })

  test('the exchange rate of the root loader, labelled, in the page’s language', async () => {
    renderInApp(SiteHeader, { lang: 'vi', root: { rate: '172.5' } })
    const rate = await screen.findByText('Tỷ giá')
    expect(rate.parentElement).toHaveTextContent('Tỷ giá 1 ¥ = 172,5 đ')
  })

  test.each([
    ['en', 'Exchange rate', '1 ¥ = 176.8841 đ'],
    ['ja', '為替レート', '1 ¥ = 176.8841 đ'],
  ] as const)('in %s: %s %s', async (lang, label, text) => {
    renderInApp(SiteHeader, { lang, root: { rate: '176.8841' } })
    expect(await screen.findByText(label)).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  test('a signed-in user sees their name instead of Sign in', async () => {
    renderInApp(SiteHeader, { root: { user: { name: 'Trần Thị Mai' } } })
    expect(await screen.findByText('Trần Thị Mai')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })
})
