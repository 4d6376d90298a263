import { expect, test } from 'vitest'
import { fold, likeEscape, searchGrams } from './search.ts'

test('fold drops Vietnamese tone marks and đ, keeps Japanese voiced marks, unifies widths', () => {
  expect(fold('Nước hoa hồng Dưỡng Ẩm')).toBe('nuoc hoa hong duong am')
  expect(fold('Đồ gia dụng')).toBe('do gia dung')
  expect(fold('ガラス')).toBe('ガラス')
  expect(fold('ｶﾞﾗｽ')).toBe('ガラス')
  expect(fold('ＤＨＡ　ＥＰＡ')).toBe('dha epa')
})

test('search grams are the one- and two-character pieces of Japanese words only', () => {
  expect(searchGrams('抹茶 チョコ DHA')).toEqual([
    '抹',
    '抹茶',
    '茶',
    'チ',
    'チョ',
    'ョ',
    'ョコ',
    'コ',
  ])
})

test('LIKE wildcards are escaped', () => {
  expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\')
})
