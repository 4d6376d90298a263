import { describe, expect, test } from 'vitest'
import { checkChoice } from '../variants.ts'
import { CATALOGUE } from './data.ts'
import { DEMO_PRODUCT_COUNT, type DemoProduct, demoProducts } from './products.ts'
import { EDIBLE_KINDS } from './texts.ts'

// Issue 15: the demo catalogue must read as a shop a shopper would believe. These check what
// went wrong before: one template for all (a T-shirt with a shelf life, 'keep away from
// children'), a Japanese shirt made in France, a yuzu-flavoured infant formula, no sizes.

const all = [...demoProducts(DEMO_PRODUCT_COUNT)]
const text = (product: DemoProduct) =>
  [product.name, product.description, product.ingredients ?? { vi: '', ja: '', en: '' }]
    .flatMap((map) => [map.vi, map.ja, map.en])
    .join('\n')
const byRoot = (slug: string) => all.filter((product) => product.rootSlug === slug)
const fashion = byRoot('fashion')
const worn = all.filter((product) => ['clothing', 'shoes'].includes(product.leafSlug))

describe('the demo catalogue', () => {
  test('is deterministic', () => {
    expect([...demoProducts(50)]).toEqual(all.slice(0, 50))
  })

  test('has clothing and shoes, each product of them with sizes (and colours but socks)', () => {
    expect(worn.length).toBeGreaterThan(20)
    expect(worn.some((product) => product.leafSlug === 'shoes')).toBe(true)
    for (const product of worn) {
      expect(product.options?.size?.length, product.name.en).toBeGreaterThan(1)
      if (!/socks/i.test(product.name.en)) {
        expect(product.options?.color?.length, product.name.en).toBeGreaterThan(1)
      }
      // A T-shirt is one product: no colour or size in its name.
      for (const color of product.options?.color ?? []) {
        expect(product.name.vi.toLowerCase()).not.toContain(` ${color.name.vi.toLowerCase()}`)
      }
    }
  })

  test('nothing outside fashion asks for a size or colour', () => {
    for (const product of all.filter((p) => p.rootSlug !== 'fashion')) {
      expect(product.options, product.name.en).toBeNull()
    }
  })

  test('a fashion product reads like one: no food, supplement or child-safety words', () => {
    const foreign =
      /shelf life|expiry|hạn sử dụng|期限|reach of children|tầm tay trẻ em|手の届かない|flavour|hương vị|味|supplement|thực phẩm|not a medicine|cosmetic/i
    for (const product of fashion) expect(text(product), product.name.en).not.toMatch(foreign)
    for (const product of worn) {
      expect(product.description.vi).toContain('Chọn size')
      expect(product.description.en).toMatch(/Machine wash|Wipe with a damp cloth/)
    }
  })

  test('flavours only on what is eaten or drunk, scents only on what is not', () => {
    const flavour = /flavour|vị (nho|đào|matcha|nước tương|rong biển|truyền thống)|味$/
    const scent = /scent|unscented|hương (hoa|yuzu|trà|xà phòng)|香り|無香料/
    for (const root of CATALOGUE) {
      for (const leaf of root.leaves) {
        for (const template of leaf.templates) {
          if (template.flavors) expect(EDIBLE_KINDS.has(template.kind), template.name.en).toBe(true)
          if (template.scents) expect(EDIBLE_KINDS.has(template.kind), template.name.en).toBe(false)
        }
      }
    }
    for (const product of all) {
      const edible = ['food-drink', 'supplements-health', 'mother-baby'].includes(product.rootSlug)
      if (!edible) expect(product.name.en, product.sku).not.toMatch(flavour)
      if (edible && product.leafSlug !== 'baby-care' && product.leafSlug !== 'diapers') {
        expect(product.name.en, product.sku).not.toMatch(scent)
      }
    }
    const formula = all.filter((product) => /formula/i.test(product.name.en))
    expect(formula.length).toBeGreaterThan(0)
    for (const product of formula) {
      expect(product.name.en).not.toMatch(/yuzu|scent|flavour|sakura/i)
      expect(product.description.vi).toContain('Sữa mẹ là thức ăn tốt nhất')
    }
  })

  test('origins follow the brand: Japanese brands are made in Japan, outside fashion always', () => {
    const origins = new Map<string, Set<string>>()
    for (const product of all) {
      origins.set(product.brand, (origins.get(product.brand) ?? new Set()).add(product.originCode))
    }
    for (const [brand, codes] of origins) expect(codes.size, brand).toBe(1)
    for (const product of all.filter((p) => p.rootSlug !== 'fashion')) {
      expect(product.originCode, product.name.en).toBe('JP')
    }
    expect(all.filter((p) => p.originCode === 'JP').length / all.length).toBeGreaterThan(0.9)
    expect(all.some((p) => p.originCode === 'FR')).toBe(false)
    for (const product of all) {
      expect(product.tagSlugs.includes('made-in-japan'), product.sku).toBe(
        product.originCode === 'JP',
      )
    }
  })

  test('descriptions are written per kind and differ between kinds', () => {
    const first = (leaf: string) => all.find((product) => product.leafSlug === leaf)
    const kinds = ['skincare', 'supplements', 'diapers', 'snacks', 'cleaning', 'clothing', 'shoes']
    const descriptions = kinds.map((leaf) => first(leaf)?.description.vi)
    expect(new Set(descriptions).size).toBe(kinds.length)
    expect(first('supplements')?.description.vi).toContain('không phải là thuốc')
    expect(first('cleaning')?.description.en).toContain('Do not drink')
    for (const product of all) {
      for (const lang of ['vi', 'ja', 'en'] as const) {
        expect(product.description[lang].length, product.sku).toBeGreaterThan(150)
      }
    }
    // Japanese reads Japanese, Vietnamese has its tone marks.
    expect(first('skincare')?.description.ja).toMatch(/[ぁ-んァ-ン一-龯]/)
    expect(first('skincare')?.description.vi).toMatch(
      /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/,
    )
  })

  test('every size and colour of a worn product can be chosen, and only those', () => {
    for (const product of worn.slice(0, 5)) {
      const options = product.options ?? null
      for (const size of options?.size ?? []) {
        const color = options?.color?.[0]?.value
        expect(checkChoice(options, { size: size.value, ...(color && { color }) })).toEqual({})
      }
      expect(checkChoice(options, {})).toMatchObject({ size: 'required' })
      expect(checkChoice(options, { size: 'XXXL' })).toMatchObject({ size: 'unknown' })
    }
    expect(checkChoice(null, {})).toEqual({})
    expect(checkChoice(null, { color: 'black' })).toEqual({ color: 'unknown' })
  })
})
