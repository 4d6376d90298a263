import { MARKET_IDS, shopEntry } from '@kaimono/contracts'
import { expect, test } from 'vitest'
import { contrast, inkOn, readableOn } from './market-look.ts'

test('the text on a market colour is the one that reads better: white on dark red, ink on orange', () => {
  expect(inkOn('#bf0000')).toBe('#ffffff')
  expect(inkOn('#111111')).toBe('#ffffff')
  expect(inkOn('#ff9900')).toBe('#1c1917')
  expect(contrast('#ffffff', '#000000')).toBeCloseTo(21)
})

test("every market's logo reads at WCAG AA (4.5:1), its colour darkened only where it must be", () => {
  for (const id of MARKET_IDS) {
    const { color } = shopEntry(id)
    const { background, ink } = readableOn(color)
    expect(contrast(ink, background), id).toBeGreaterThanOrEqual(4.5)
    if (contrast(inkOn(color), color) >= 4.5) expect(background, id).toBe(color)
  }
  // Yahoo!'s red reads at 4.4:1 at best: a tenth darker, white reads on it.
  expect(readableOn('#ff0033')).toEqual({ background: '#e6002e', ink: '#ffffff' })
})
