import { describe, expect, test } from 'vitest'
import {
  initialSelection,
  parseSelectionChange,
  readSelection,
  SELECTION_COOKIE,
  selectionCookie,
  tickState,
  withLine,
} from './selection.ts'

const lines = [
  { key: 'ikom:1', shop: 'ikom' },
  { key: 'ikom:2', shop: 'ikom' },
  { key: 'awond:3', shop: 'awond' },
]

describe('the selection cookie', () => {
  test('round-trips the keys, and tells no cookie from an empty selection', () => {
    const cookie = selectionCookie(['ikom:1', 'awond:3']).split(';')[0]
    expect(readSelection(`lang=vi; ${cookie}`)).toEqual(['ikom:1', 'awond:3'])
    expect(readSelection(`${SELECTION_COOKIE}=`)).toEqual([])
    expect(readSelection('lang=vi')).toBeNull()
    expect(readSelection(null)).toBeNull()
  })

  test('ignores what is not a line key, and a broken encoding', () => {
    expect(readSelection(`${SELECTION_COOKIE}=ikom%3A1%2C%3Cscript%3E%2Cx%3Ay%3Az`)).toEqual([
      'ikom:1',
    ])
    expect(readSelection(`${SELECTION_COOKIE}=%E0%A4%A`)).toEqual([])
  })

  test('keeps the newest keys when there are too many for a cookie', () => {
    const keys = Array.from({ length: 400 }, (_, i) => `ikom:${100000 + i}`)
    const cookie = selectionCookie(keys)
    expect(cookie.length).toBeLessThan(3200)
    const kept = readSelection(cookie.split(';')[0]) ?? []
    expect(kept.at(-1)).toBe('ikom:100399')
    expect(kept).not.toContain('ikom:100000')
  })

  test('a line just added is ticked beside what was', () => {
    expect(withLine(null, 'ikom:2')).toEqual(['ikom:2'])
    expect(withLine(['ikom:2', 'awond:3'], 'ikom:2')).toEqual(['awond:3', 'ikom:2'])
  })
})

describe('the cart’s first selection', () => {
  test('the saved one, or every line when nothing was saved', () => {
    expect(initialSelection(lines, ['awond:3', 'gone:9'])).toEqual(['awond:3'])
    expect(initialSelection(lines, [])).toEqual([])
    expect(initialSelection(lines, null)).toEqual(['ikom:1', 'ikom:2', 'awond:3'])
  })

  test('select all, none, or a shop, as a page without JavaScript asks', () => {
    const items = ['ikom:1']
    expect(initialSelection(lines, [], { items, change: 'all' })).toHaveLength(3)
    expect(initialSelection(lines, null, { items, change: 'none' })).toEqual([])
    // Some of IKOM ticked: the shop's box ticks all of it; all ticked: it unticks them.
    expect(initialSelection(lines, [], { items, change: { shop: 'ikom' } })).toEqual([
      'ikom:1',
      'ikom:2',
    ])
    expect(
      initialSelection(lines, [], {
        items: ['ikom:1', 'ikom:2', 'awond:3'],
        change: { shop: 'ikom' },
      }),
    ).toEqual(['awond:3'])
  })

  test('parses only the changes it knows', () => {
    expect(parseSelectionChange('all')).toBe('all')
    expect(parseSelectionChange('none')).toBe('none')
    expect(parseSelectionChange('shop:awond')).toEqual({ shop: 'awond' })
    expect(parseSelectionChange('shop:')).toBeNull()
    expect(parseSelectionChange('drop table')).toBeNull()
    expect(parseSelectionChange(null)).toBeNull()
  })

  test('a box over several lines is ticked, unticked or mixed', () => {
    expect(tickState(['a:1', 'a:2'], new Set(['a:1', 'a:2']))).toBe(true)
    expect(tickState(['a:1', 'a:2'], new Set(['a:1']))).toBe('mixed')
    expect(tickState(['a:1', 'a:2'], new Set())).toBe(false)
    expect(tickState([], new Set())).toBe(false)
  })
})
