import { PRODUCT_PNG_SIZE } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { marketItem } from '#test/market-item.ts'
import { itemJsonLd, itemMeta } from './item-meta.ts'

const page = {
  url: 'https://kaimono.example/other-market/mercari/m1',
  origin: 'https://kaimono.example',
  rate: '172.5',
}
type Tags = ReturnType<typeof itemMeta>
const content = (tags: Tags, key: string) =>
  tags.find((tag) => ('property' in tag ? tag.property : 'name' in tag ? tag.name : '') === key)
    ?.content

describe('the tags of a shared item', () => {
  test("title and description are the item's, in the reader's language", () => {
    const tags = itemMeta({ ...page, item: marketItem(), brand: 'Kaimono', lang: 'vi' })
    expect(tags[0]).toEqual({ title: 'Túi đeo vai da | Kaimono' })
    expect(content(tags, 'description')).toBe('状態はとても良いです。')
    expect(content(tags, 'og:title')).toBe('Túi đeo vai da')
    expect(content(tags, 'og:locale')).toBe('vi_VN')
    expect(content(tags, 'product:price:amount')).toBe('517500')
  })

  test('our drawn picture is shared as its PNG, with its type and size', () => {
    const tags = itemMeta({ ...page, item: marketItem(), brand: 'Kaimono', lang: 'en' })
    const png = 'https://kaimono.example/media/market/mercari/m1/1.png'
    expect(content(tags, 'og:image')).toBe(png)
    expect(content(tags, 'twitter:image')).toBe(png)
    expect(content(tags, 'og:image:type')).toBe('image/png')
    expect(content(tags, 'og:image:width')).toBe(String(PRODUCT_PNG_SIZE))
  })

  test("a market's own picture is shared as it is, with no size claimed", () => {
    const image = 'https://thumbnail.image.rakuten.co.jp/shop/item.jpg'
    const item = marketItem({ image_uri: image, image_list: [image] })
    const tags = itemMeta({ ...page, item, brand: 'Kaimono', lang: 'en' })
    expect(content(tags, 'og:image')).toBe(image)
    expect(content(tags, 'og:image:type')).toBeUndefined()
    expect(content(tags, 'og:image:width')).toBeUndefined()
  })
})

describe("the item's structured data", () => {
  test('is priced in dong, in stock, used, rated, with its category path', () => {
    const data = itemJsonLd({ ...page, item: marketItem(), lang: 'en' })
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Leather shoulder bag',
      sku: 'm1',
      category: 'Fashion > Bags',
      image: [
        'https://kaimono.example/media/market/mercari/m1/1.svg',
        'https://kaimono.example/media/market/mercari/m1/2.svg',
      ],
      offers: {
        price: 517_500,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    })
  })

  test('a sold-out new item says so; an unrated one claims no rating', () => {
    const item = marketItem({ is_sold_out: true, product_condition: ['new'], rate: null })
    const data = itemJsonLd({ ...page, item, lang: 'en' })
    expect(data.offers.availability).toBe('https://schema.org/SoldOut')
    expect(data.offers).toMatchObject({ itemCondition: 'https://schema.org/NewCondition' })
    expect(data).not.toHaveProperty('aggregateRating')
  })
})
