import type { Lang } from '@kaimono/contracts'
import { count } from 'drizzle-orm'
import pino from 'pino'
import type { Database } from '../../../platform/db/index.ts'
import type { SeedPart } from '../../../platform/db/seed-part.ts'
import { memoryBus } from '../../../platform/events.ts'
import { ensureDemoUser } from '../../accounts/index.ts'
import { bestSellerIds } from '../../catalog/index.ts'
import { productReviews } from '../schema.ts'
import { saveReview } from '../service.ts'

// A few demo customers and their reviews of best-selling products, so that a new shop's
// "top rated" row and product pages have something to show. The reviews go through the
// reviews module's rules (one per customer per product; the product's star and count follow).
// The accounts have no password: nobody can sign in as them.

const REVIEWERS: { id: string; name: string; lang: Lang }[] = [
  { id: 'demo-reviewer-1', name: 'Nguyễn Thu Hà', lang: 'vi' },
  { id: 'demo-reviewer-2', name: 'Trần Minh Quân', lang: 'vi' },
  { id: 'demo-reviewer-3', name: 'Lê Phương Anh', lang: 'vi' },
  { id: 'demo-reviewer-4', name: 'Phạm Gia Huy', lang: 'vi' },
  { id: 'demo-reviewer-5', name: '佐藤 美咲', lang: 'ja' },
  { id: 'demo-reviewer-6', name: '田中 健', lang: 'ja' },
  { id: 'demo-reviewer-7', name: 'Emily Carter', lang: 'en' },
  { id: 'demo-reviewer-8', name: 'Đỗ Khánh Linh', lang: 'vi' },
]

const COMMENTS: Record<Lang, Record<3 | 4 | 5, string[]>> = {
  vi: {
    5: [
      'Hàng chính hãng, đóng gói rất cẩn thận. Sẽ mua lại!',
      'Dùng rất thích, giao hàng nhanh hơn mình nghĩ.',
      'Chất lượng đúng như mô tả, giá tốt hơn mua ở Việt Nam.',
    ],
    4: [
      'Sản phẩm tốt, chỉ có thời gian vận chuyển hơi lâu.',
      'Ổn, đúng hàng Nhật, hộp hơi móp một chút.',
    ],
    3: ['Tạm được, mình mong đợi nhiều hơn một chút.'],
  },
  ja: {
    5: ['とても良い商品です。リピートします。', '梱包が丁寧で、届くのも早かったです。'],
    4: ['品質は良いですが、配送に少し時間がかかりました。'],
    3: ['普通です。値段相応だと思います。'],
  },
  en: {
    5: ['Genuine product, carefully packed. Will buy again!', 'Works great and arrived quickly.'],
    4: ['Good quality, shipping took a little longer than expected.'],
    3: ['It is okay, I expected a bit more.'],
  },
}

/** How many best sellers get reviews, and the stars their reviewers give: every third loved. */
const REVIEWED_PRODUCTS = 48
const MIXED: (3 | 4 | 5)[] = [5, 4, 5, 3, 5, 4, 4, 5, 5, 4]

const silent = pino({ enabled: false })

export async function seedDemoReviews(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(productReviews)
  if ((existing?.n ?? 0) > 0) return

  // One after the other: the seed runs in a transaction, one connection.
  const reviewers = []
  for (const reviewer of REVIEWERS) {
    const email = `${reviewer.id}@reviewers.kaimono.invalid`
    const customerNumber = await ensureDemoUser({ db }, { ...reviewer, email })
    reviewers.push({ ...reviewer, email, customerNumber })
  }

  let turn = 0
  for (const [rank, productId] of (await bestSellerIds({ db }, REVIEWED_PRODUCTS)).entries()) {
    // Between one and six reviews each, from different reviewers.
    const howMany = 1 + ((rank * 7) % 6)
    for (let i = 0; i < howMany; i++) {
      const reviewer = reviewers[(rank + i * 3) % reviewers.length]
      if (!reviewer) continue
      const star = rank % 3 === 0 ? 5 : (MIXED[turn % MIXED.length] ?? 5)
      turn++
      const choices = COMMENTS[reviewer.lang][star]
      await saveReview(
        {
          user: {
            id: reviewer.customerNumber,
            uid: reviewer.id,
            name: reviewer.name,
            email: reviewer.email,
            role: 'customer',
          },
          lang: reviewer.lang,
          db,
          log: silent,
          bus: memoryBus(),
        },
        { product_id: productId, star, comment: choices[turn % choices.length] ?? '' },
      )
    }
  }
}

/** Part of the demo catalogue, seeded after it, once: reviews only into a shop without any. */
export const reviewsSeed: SeedPart = {
  key: 'seed.demo-reviews',
  version: 'demo-1',
  report: 'catalog',
  load: seedDemoReviews,
}
