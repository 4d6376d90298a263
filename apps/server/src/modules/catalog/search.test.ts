import { expect, test } from 'vitest'
import { categoryScore, fewerWords, fold, likeEscape, queryWords, searchGrams } from './search.ts'

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

test('query words are folded, each once, at most eight', () => {
  expect(queryWords('  Kem CHỐNG nắng kem ')).toEqual(['kem', 'chong', 'nang'])
  expect(queryWords('Đồ  đỏ')).toEqual(['do'])
  expect(queryWords('a b c d e f g h i j')).toHaveLength(8)
  expect(queryWords('   ')).toEqual([])
})

test('fewer words: one left out, then two, first words first, capped', () => {
  expect(fewerWords(['kem', 'chong', 'nang']).map((w) => w.join(' '))).toEqual([
    'chong nang',
    'kem nang',
    'kem chong',
    'nang',
    'chong',
    'kem',
  ])
  expect(fewerWords(['kem'])).toEqual([])
  expect(fewerWords(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toHaveLength(12)
  expect(fewerWords(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])[0]).toEqual([
    'b',
    'c',
    'd',
    'e',
    'f',
    'g',
    'h',
  ])
})

test('a category answers the words found in its name, whole words in vi/en, anywhere in ja', () => {
  const sunscreen = { vi: 'Chống nắng', ja: '日焼け止め', en: 'Sunscreen' }
  expect(categoryScore(['kem', 'chống', 'nắng'], sunscreen)).toBe(2)
  expect(categoryScore(['kem', 'chong', 'nang'], sunscreen)).toBe(2)
  expect(categoryScore(['Sunscreen'], sunscreen)).toBe(1)
  expect(categoryScore(['焼け'], sunscreen)).toBe(1)
  expect(categoryScore(['sun'], sunscreen)).toBe(0)
  expect(categoryScore(['áo'], { vi: 'Quần áo', ja: '衣類', en: 'Clothing' })).toBe(1)
})

test('a word typed with tone marks must match them; without, it matches any', () => {
  const health = { vi: 'Thực phẩm chức năng & sức khỏe', ja: '健康食品', en: 'Supplements' }
  expect(categoryScore(['kem', 'chống', 'nắng'], health)).toBe(0)
  expect(categoryScore(['nang'], health)).toBe(1)
  expect(categoryScore(['NĂNG'], health)).toBe(1)
})
