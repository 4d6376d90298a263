import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { renderInApp } from '#test/render.tsx'
import { useRootData } from './use-root-data.ts'

function Shown() {
  const root = useRootData()
  return <output>{JSON.stringify(root)}</output>
}

test("a page reads the root loader's data", async () => {
  renderInApp(Shown, {
    lang: 'ja',
    root: { brand: 'Shop', user: { name: 'Lan' }, member: true, nonce: 'n1', rate: '170' },
  })
  expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({
    lang: 'ja',
    brand: 'Shop',
    user: { name: 'Lan' },
    member: true,
    nonce: 'n1',
    rate: '170',
  })
})

test('without the root loader (an error page) the defaults stand in', async () => {
  const Stub = createRoutesStub([{ path: '/', Component: Shown }])
  render(<Stub />)
  expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({
    lang: 'vi',
    brand: 'Kaimono',
    user: null,
    member: false,
    rate: '1',
  })
})
