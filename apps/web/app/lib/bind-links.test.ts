import { afterEach, describe, expect, test, vi } from 'vitest'
import { bindLinks } from './bind-links.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function setup(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  const navigate = vi.fn()
  const unbind = bindLinks(root, navigate)
  return { root, navigate, unbind }
}

const click = (element: Element | null, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  element?.dispatchEvent(event)
  return event
}

describe('bindLinks', () => {
  test('a plain click on a link inside navigates in the app, from the link or its children', () => {
    const { root, navigate } = setup(
      '<a href="/products/ikom/42?x=1#top"><span>card</span></a><a href="/products/ikom">all</a>',
    )
    const event = click(root.querySelector('span'))
    expect(event.defaultPrevented).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/products/ikom/42?x=1#top')
    click(root.querySelectorAll('a')[1] ?? null)
    expect(navigate).toHaveBeenLastCalledWith('/products/ikom')
  })

  test('leaves to the browser: modifier keys, other buttons, targets, downloads, other sites', () => {
    const { root, navigate } = setup(
      [
        '<a id="plain" href="/a">a</a>',
        '<a id="blank" href="/b" target="_blank">b</a>',
        '<a id="download" href="/c" download>c</a>',
        '<a id="away" href="https://example.com/d">d</a>',
      ].join(''),
    )
    const plain = root.querySelector('#plain')
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
    ]) {
      expect(click(plain, init).defaultPrevented).toBe(false)
    }
    expect(click(plain, { button: 1 }).defaultPrevented).toBe(false)
    for (const id of ['blank', 'download', 'away']) {
      expect(click(root.querySelector(`#${id}`)).defaultPrevented, id).toBe(false)
    }
    expect(navigate).not.toHaveBeenCalled()
  })

  test('a click already handled, or outside links, is left alone; unbinding stops it', () => {
    const { root, navigate, unbind } = setup('<a href="/a"><b>a</b></a><p>text</p>')
    root.querySelector('b')?.addEventListener('click', (event) => event.preventDefault())
    click(root.querySelector('b'))
    click(root.querySelector('p'))
    expect(navigate).not.toHaveBeenCalled()
    unbind()
    const fresh = document.createElement('a')
    fresh.href = '/z'
    root.append(fresh)
    click(fresh)
    expect(navigate).not.toHaveBeenCalled()
  })
})
