import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ServerRendered } from './server-rendered.tsx'

let renders = 0
function Cards({ names }: { names: string[] }) {
  renders++
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <a href={`/products/ikom/${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  )
}

function Page({ names, bind }: { names: string[]; bind?: (el: HTMLElement) => () => void }) {
  const [count, setCount] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
      <ServerRendered deps={[names]} bind={bind} className="rows">
        <Cards names={names} />
      </ServerRendered>
    </main>
  )
}

/** As on the server: no document (this file runs in jsdom). */
function serverHtml(ui: React.ReactElement) {
  vi.stubGlobal('document', undefined)
  try {
    return renderToString(ui)
  } finally {
    vi.unstubAllGlobals()
  }
}

afterEach(() => {
  renders = 0
  document.body.innerHTML = ''
})

/** Server HTML in a container, hydrated like the browser does. */
async function hydrate(names: string[], bind?: (el: HTMLElement) => () => void) {
  const container = document.createElement('div')
  container.innerHTML = serverHtml(<Page names={names} bind={bind} />)
  document.body.append(container)
  const html = container.innerHTML
  renders = 0
  const errors: unknown[] = []
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page names={names} bind={bind} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return { container, serverHtml: html, errors, root: root as ReturnType<typeof hydrateRoot> }
}

describe('ServerRendered', () => {
  test('the server renders the children inside the wrapper', () => {
    const html = serverHtml(<Page names={['a', 'b']} />)
    expect(html).toContain('<div class="rows"><ul><li><a href="/products/ikom/a">a</a>')
  })

  test('hydration keeps the server HTML without rendering the children again', async () => {
    const names = ['a', 'b', 'c']
    const { container, serverHtml, errors } = await hydrate(names)
    expect(errors).toEqual([])
    expect(renders).toBe(0)
    expect(container.innerHTML).toBe(serverHtml)
    expect(container.querySelectorAll('li')).toHaveLength(3)
    // The rest of the page is live React.
    await act(async () => container.querySelector('button')?.click())
    expect(container.querySelector('button')).toHaveTextContent('clicked 1')
    expect(container.querySelectorAll('li')).toHaveLength(3)
    expect(renders).toBe(0)
  })

  test('binds the kept HTML once after hydration and unbinds it when it goes', async () => {
    const unbind = vi.fn()
    const bind = vi.fn((_el: HTMLElement) => unbind)
    const names = ['a']
    const { container, root } = await hydrate(names, bind)
    expect(bind).toHaveBeenCalledTimes(1)
    expect(bind.mock.calls[0]?.[0]).toBe(container.querySelector('.rows'))
    await act(async () => root.unmount())
    expect(unbind).toHaveBeenCalledTimes(1)
  })

  test('new data after hydration renders the children in place of the kept HTML', async () => {
    const { container, root } = await hydrate(['a', 'b'])
    await act(async () => root.render(<Page names={['x', 'y', 'z']} />))
    expect(renders).toBe(1)
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'x',
      'y',
      'z',
    ])
    expect(container.querySelectorAll('.rows')).toHaveLength(1)
  })

  test('mounted in the browser (a client-side navigation) it renders the children', () => {
    const { container } = render(<Page names={['a', 'b']} />)
    expect(renders).toBe(1)
    expect(container.querySelectorAll('.rows li')).toHaveLength(2)
  })
})
