import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The markets' own messages (§8; the shared ones are in platform/i18n/messages.ts). */
export const marketsMessages = {
  'markets.unknown': {
    vi: 'Không có chợ này',
    ja: 'このマーケットは取り扱っていません',
    en: 'There is no such market',
  },
  'markets.productNotFound': {
    vi: 'Không tìm thấy sản phẩm',
    ja: '商品が見つかりません',
    en: 'Product not found',
  },
  'markets.sellerNotFound': {
    vi: 'Xin lỗi, hiện không tìm thấy nhà cung cấp',
    ja: '申し訳ありません。現在この出品者は見つかりません',
    en: 'Sorry, the supplier cannot be found at the moment',
  },
  'markets.soldOut': {
    vi: 'Sản phẩm {name} đã hết hàng',
    ja: '{name}は売り切れです',
    en: '{name} is sold out',
  },
  'markets.linkUnsupported': {
    vi: 'Chưa hỗ trợ đường dẫn này. Hãy dán đường dẫn sản phẩm của: {markets}',
    ja: 'このリンクには対応していません。次のマーケットの商品リンクを貼り付けてください：{markets}',
    en: 'This link is not supported. Paste a product link from: {markets}',
  },
} satisfies Catalogue

type MarketsMessages = typeof marketsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends MarketsMessages {}
}
