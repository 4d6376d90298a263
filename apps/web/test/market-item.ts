import type { MarketItem } from '@kaimono/contracts'

/** A market item as the market API answers it (§3), with `over` changed. */
export function marketItem(over: Partial<MarketItem> = {}): MarketItem {
  return {
    id: 'm1',
    name: '革のショルダーバッグ',
    names: { vi: 'Túi đeo vai da', ja: '革のショルダーバッグ', en: 'Leather shoulder bag' },
    price: 3000,
    initial_price: null,
    discount: null,
    image_uri: '/media/market/mercari/m1/1.svg',
    image_list: ['/media/market/mercari/m1/1.svg', '/media/market/mercari/m1/2.svg'],
    label: null,
    url: 'https://jp.mercari.com/item/m1',
    shop: { id: 's1', name: 'さくらショップ', image_uri: null, rate: { ratio: 4.8 } },
    sale_status: ['on_sale'],
    product_condition: ['like_new'],
    delivery: ['free_shipping'],
    categories: [
      { id: 'c1', lang: { vi: 'Thời trang', ja: 'ファッション', en: 'Fashion' } },
      { id: 'c11', lang: { vi: 'Túi xách', ja: 'バッグ', en: 'Bags' } },
    ],
    description_html: '<p>状態はとても良いです。</p>',
    description_text: '状態はとても良いです。',
    variants: [],
    size: [],
    rate: { count: 12, ratio: 4.5, comments: ['とても良い商品でした'] },
    is_sold_out: false,
    end_time: null,
    quick_decision_price: null,
    bid_count: null,
    delivery_detail: null,
    origin: null,
    weight_g: 500,
    ...over,
  }
}
