import { expect, test } from 'vitest'
import { foldText, matchingTopics, type QuestionTopic } from './questions.ts'

const TOPICS: QuestionTopic[] = [
  {
    id: 'dat-hang',
    title: 'Đặt hàng',
    items: [
      { id: 'q-1', question: 'Tôi mua được gì?', answer: '<p>Hầu hết hàng trên Mercari.</p>' },
      {
        id: 'q-2',
        question: 'Hủy đơn thế nào?',
        answer: '<p>Trước khi <strong>thanh toán</strong>.</p>',
      },
    ],
  },
  {
    id: 'van-chuyen',
    title: 'Vận chuyển',
    items: [
      { id: 'q-3', question: 'Phí vận chuyển?', answer: '<p>Theo cân nặng: 180.000 đ/kg.</p>' },
    ],
  },
]

test('no words: every question', () => {
  expect(matchingTopics(TOPICS, '')).toEqual(TOPICS)
  expect(matchingTopics(TOPICS, '   ')).toEqual(TOPICS)
})

test('a question matches when its topic, question or answer holds every word, accents or not', () => {
  const ids = (query: string) =>
    matchingTopics(TOPICS, query).flatMap((topic) => topic.items.map((item) => item.id))
  expect(ids('phí vận chuyển')).toEqual(['q-3'])
  expect(ids('PHI VAN CHUYEN')).toEqual(['q-3'])
  expect(ids('đặt')).toEqual(['q-1', 'q-2'])
  expect(ids('huy thanh toan')).toEqual(['q-2'])
  expect(ids('mercari')).toEqual(['q-1'])
  expect(ids('strong')).toEqual([])
  expect(ids('phí đặt')).toEqual([])
})

test('a topic without a matching question is left out', () => {
  expect(matchingTopics(TOPICS, 'mercari').map((topic) => topic.id)).toEqual(['dat-hang'])
})

test('full-width letters and Japanese read as typed', () => {
  expect(foldText('ＭＥＲＣＡＲＩ')).toBe('mercari')
  expect(foldText('ﾒﾙｶﾘ')).toBe(foldText('メルカリ'))
  expect(foldText('Đà Nẵng')).toBe('da nang')
})
