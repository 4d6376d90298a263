import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { HeaderMenu } from './header-menu.tsx'

function Menu() {
  return (
    <>
      <HeaderMenu label="Cart" count={2} countLabel="products in the cart" icon={<svg />}>
        <a href="/cart">Views more</a>
      </HeaderMenu>
      <p>Outside</p>
    </>
  )
}

describe('HeaderMenu (§2)', () => {
  test('a named button with its count opens the panel; Escape closes it and returns the focus', async () => {
    const user = userEvent.setup()
    renderInApp(Menu)
    const button = await screen.findByRole('button', {
      // jsdom joins the label, the count and its words without the spaces a browser keeps.
      name: /^Cart ?2 ?products in the cart$/,
    })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(panel).toHaveTextContent('Cart (2)')

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(button).toHaveFocus()
  })

  test('the sheet’s close button and a click outside close it too', async () => {
    const user = userEvent.setup()
    renderInApp(Menu)
    const button = await screen.findByRole('button', { name: /^Cart/ })
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await user.click(button)
    await user.click(screen.getByText('Outside'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
