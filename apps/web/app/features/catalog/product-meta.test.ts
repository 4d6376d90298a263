import { PRODUCT_PNG_SIZE, type Product } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { productJsonLd, productMeta } from './product-meta.ts'

// Only the fields the tags are made of.
const product = {
  id: 42,
  shop_id: 'ikom',
  name: 'Hada Labo lotion',
  image_url: '/media/products/42/1.svg',
  images: [{ url: '/media/products/42/1.svg' }, { url: '/media/products/42/2.svg' }],
  price: 1000,
  sku: 'HL-170',
  brand: 'Hada Labo',
  star: 4,
  reviews_count: 0,
} as Product
const page = {
  product,
  url: 'https://kaimono.example/products/ikom/42',
  origin: 'https://kaimono.example',
  rate: '172.5',
}

const content = (tags: ReturnType<typeof productMeta>, key: string) =>
  tags.find((tag) => ('property' in tag ? tag.property : 'name' in tag ? tag.name : '') === key)

describe('the tags of a shared product link', () => {
  test('the preview picture is the first picture as PNG, with its type and size', () => {
    const tags = productMeta({ ...page, brand: 'Kaimono', lang: 'vi' })
    const png = 'https://kaimono.example/media/products/42/1.png'
    expect(content(tags, 'og:image')).toEqual({ property: 'og:image', content: png })
    expect(content(tags, 'og:image:type')?.content).toBe('image/png')
    expect(content(tags, 'og:image:width')?.content).toBe(String(PRODUCT_PNG_SIZE))
    expect(content(tags, 'og:image:height')?.content).toBe(String(PRODUCT_PNG_SIZE))
    expect(content(tags, 'twitter:image')?.content).toBe(png)
    expect(content(tags, 'twitter:card')?.content).toBe('summary_large_image')
  })

  test('without a list of pictures, the card picture is used', () => {
    const tags = productMeta({
      ...page,
      product: { ...product, images: undefined },
      brand: 'Kaimono',
      lang: 'vi',
    })
    expect(content(tags, 'og:image')?.content).toBe(
      'https://kaimono.example/media/products/42/1.png',
    )
  })

  test('search engines get every picture, as drawn', () => {
    expect(productJsonLd(page).image).toEqual([
      'https://kaimono.example/media/products/42/1.svg',
      'https://kaimono.example/media/products/42/2.svg',
    ])
  })
})
