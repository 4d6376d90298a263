import type { HomeConfigDocument, OwnShop } from '@kaimono/contracts'

const banner = (name: string) => `/media/banners/${name}.svg`

// The demo catalogue's root categories, by the order its seed creates them (ids from 1):
// skincare-cosmetics 1, supplements-health 6, mother-baby 9, food-drink 13. A test checks each
// link's listing has what its banner promises.
const onSale = (shop: OwnShop, category: number) =>
  `/products/${shop}?category=${category}&discount=1`

/** The home config `npm start` seeds; operators replace it through the staff API. */
export const DEMO_HOME_CONFIG: HomeConfigDocument = {
  primary_banner: [
    {
      img_url: banner('hero-beauty'),
      link: onSale('ikom', 1),
      alt: {
        vi: 'Mỹ phẩm Nhật Bản chính hãng, giảm đến 50%',
        ja: '日本のスキンケア 最大50%オフ',
        en: 'Genuine Japanese skincare, up to 50% off',
      },
    },
    {
      img_url: banner('hero-health'),
      link: onSale('ikom', 6),
      alt: {
        vi: 'Thực phẩm chức năng Nhật Bản, giảm đến 30%',
        ja: 'サプリメント・健康食品 最大30%オフ',
        en: 'Japanese supplements and health, up to 30% off',
      },
    },
    {
      img_url: banner('hero-baby'),
      link: '/products/awond?category=9',
      alt: {
        vi: 'Đồ mẹ và bé từ Nhật Bản',
        ja: 'ママとベビーのための日本の商品',
        en: 'Mother and baby goods from Japan',
      },
    },
  ],
  secondary_banner: [
    {
      id: 'rakuten',
      img_url: banner('market-rakuten'),
      alt: {
        vi: 'Mua hàng trên Rakuten Ichiba',
        ja: '楽天市場でお買い物',
        en: 'Shop on Rakuten Ichiba',
      },
    },
    {
      id: 'mercari',
      img_url: banner('market-mercari'),
      alt: {
        vi: 'Săn đồ secondhand trên Mercari',
        ja: 'メルカリで掘り出し物を探す',
        en: 'Find second-hand gems on Mercari',
      },
    },
  ],
  sections: [
    {
      type: 1,
      banners: [],
      banner: banner('ikom-wide'),
      banner_alt: {
        vi: 'IKOM: mỹ phẩm Nhật Bản chính hãng',
        ja: 'IKOM:日本の正規品コスメ',
        en: 'IKOM: genuine Japanese cosmetics',
      },
      banner_setup: 'top',
      logo: banner('logo-ikom'),
      supplier_name: 'IKOM',
      shop_id: 'ikom',
      action_label: { vi: 'Xem tất cả', ja: 'すべて見る', en: 'View all' },
      sub_title: {
        vi: 'Mỹ phẩm, thực phẩm chức năng và đồ gia dụng bán chạy nhất',
        ja: '人気のコスメ・サプリ・日用品',
        en: 'Best-selling cosmetics, supplements and household goods',
      },
      product_query: { sort: 'best_sellers', limit: 12 },
    },
    {
      type: 2,
      banners: [
        {
          shop_id: 'ikom',
          img_url: banner('sale-ikom'),
          link: onSale('ikom', 1),
          alt: {
            vi: 'IKOM: tuần lễ làm đẹp, giảm đến 40%',
            ja: 'IKOM ビューティーウィーク 最大40%オフ',
            en: 'IKOM beauty week, up to 40% off',
          },
        },
        {
          shop_id: 'awond',
          img_url: banner('sale-awond'),
          link: onSale('awond', 13),
          alt: {
            vi: 'Awond: thực phẩm Nhật, giảm đến 25%',
            ja: 'Awond 食品セール 最大25%オフ',
            en: 'Awond pantry picks, up to 25% off',
          },
        },
      ],
      banner: null,
      banner_alt: null,
      banner_setup: 'top',
      logo: null,
      supplier_name: 'IKOM × Awond',
      shop_id: 'ikom',
      action_label: { vi: 'Xem ưu đãi', ja: 'セールを見る', en: 'See the deals' },
      sub_title: {
        vi: 'Ưu đãi của các cửa hàng tuần này',
        ja: '今週のショップ別セール',
        en: 'This week’s shop deals',
      },
      product_query: null,
    },
    {
      type: 1,
      banners: [],
      banner: banner('awond-wide'),
      banner_alt: {
        vi: 'Awond: đồ mẹ và bé, thực phẩm và thời trang Nhật Bản',
        ja: 'Awond:ベビー用品・食品・ファッション',
        en: 'Awond: Japanese baby goods, food and fashion',
      },
      banner_setup: 'bottom',
      logo: banner('logo-awond'),
      supplier_name: 'Awond',
      shop_id: 'awond',
      action_label: { vi: 'Xem tất cả', ja: 'すべて見る', en: 'View all' },
      sub_title: {
        vi: 'Hàng mới về: mẹ và bé, thực phẩm, thời trang',
        ja: '新着:ベビー・食品・ファッション',
        en: 'New in: baby, food and fashion',
      },
      product_query: { sort: 'new_arrivals', limit: 12 },
    },
  ],
}
