import { expect, test } from 'vitest'
import { ecoringItem } from '#test/ecoring.ts'
import { lotMeta } from './lot-meta.ts'

test('a shared lot shows its picture as the PNG our server draws, its name and price', () => {
  const meta = lotMeta({
    item: ecoringItem({ id: 2078600, image_uri: '/media/ecoring/2078600/1.svg', price: 62_000 }),
    url: 'https://kaimono.test/other-market/ecoring/detail/timelimit/2078600',
    origin: 'https://kaimono.test',
    rate: '172.5',
    brand: 'Kaimono',
    lang: 'vi',
  })
  const content = (key: string) =>
    meta.find((tag) => 'property' in tag && tag.property === key)?.content ??
    meta.find((tag) => 'name' in tag && tag.name === key)?.content
  expect(content('og:image')).toBe('https://kaimono.test/media/ecoring/2078600/1.png')
  expect(content('twitter:image')).toBe('https://kaimono.test/media/ecoring/2078600/1.png')
  expect(content('og:image:type')).toBe('image/png')
  expect(content('product:price:amount')).toBe('10695000')
})
