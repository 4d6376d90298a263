import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useEstimate } from './use-estimate.ts'

const ITEMS = [{ shop_id: 'ikom' as const, product_id: '5', quantity: 1 }]
// Only what the hook passes on: the figures are the server's, not the hook's.
const priced = (total: number) => ({ total }) as never

afterEach(() => {
  vi.unstubAllGlobals()
})

test('figures priced for the page’s items are not asked again', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  const { result } = renderHook(() =>
    useEstimate(ITEMS, { items: ITEMS, estimate: priced(100) }, 'vi'),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(result.current).toEqual({ estimate: priced(100), busy: false })
  expect(fetch).not.toHaveBeenCalled()
})

test('figures priced for nobody (a members’ shared page) are asked again, quietly', async () => {
  const asked: unknown[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    asked.push(JSON.parse(String(init.body)))
    return Response.json({ data: priced(250) })
  })
  const busy: boolean[] = []
  const { result } = renderHook(() => {
    const estimate = useEstimate(
      ITEMS,
      { items: ITEMS, estimate: priced(100), forNobody: true },
      'vi',
    )
    busy.push(estimate.busy)
    return estimate
  })
  expect(result.current.estimate).toEqual(priced(100))
  await waitFor(() => expect(result.current.estimate).toEqual(priced(250)), { timeout: 5_000 })
  expect(asked).toEqual([{ items: ITEMS }])
  // Never dimmed: the default region's figures stood until the customer's arrived.
  expect(busy.every((b) => b === false)).toBe(true)
})
