import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The cart's own messages (the shared ones are in platform/i18n/messages.ts). */
export const cartMessages = {
  'cart.unknownProduct': {
    vi: 'Không tìm thấy sản phẩm',
    ja: '商品が見つかりません',
    en: 'Product not found',
  },
  'cart.auction': {
    vi: 'Sản phẩm đấu giá được đặt giá trên trang của sản phẩm, không thêm vào giỏ hàng',
    ja: 'オークションの商品はカートに入れず、商品ページから入札してください',
    en: 'Auction items are bid on from their page, not put in the cart',
  },
  'cart.chooseSize': {
    vi: 'Vui lòng chọn kích cỡ',
    ja: 'サイズを選択してください',
    en: 'Please choose a size',
  },
  'cart.chooseColor': {
    vi: 'Vui lòng chọn màu sắc',
    ja: 'カラーを選択してください',
    en: 'Please choose a colour',
  },
  'cart.unknownSize': {
    vi: 'Sản phẩm không có kích cỡ này',
    ja: 'この商品にそのサイズはありません',
    en: 'This product does not come in that size',
  },
  'cart.unknownColor': {
    vi: 'Sản phẩm không có màu này',
    ja: 'この商品にそのカラーはありません',
    en: 'This product does not come in that colour',
  },
  'cart.limit': {
    vi: 'Giỏ hàng chứa tối đa {max} sản phẩm',
    ja: 'カートに入れられる商品は最大{max}件です',
    en: 'A cart holds at most {max} items',
  },
} satisfies Catalogue

type CartMessages = typeof cartMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends CartMessages {}
}
