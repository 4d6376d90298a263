import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The orders' own messages (the shared ones are in platform/i18n/messages.ts). */
export const ordersMessages = {
  'order.idempotencyKey': {
    vi: 'Thiếu tiêu đề Idempotency-Key (một chuỗi từ 8 đến 200 ký tự cho mỗi đơn hàng)',
    ja: 'Idempotency-Key ヘッダーが必要です（注文ごとに8〜200文字の文字列）',
    en: 'An Idempotency-Key header is required (8 to 200 characters, one per order)',
  },
  'order.keyReused': {
    vi: 'Idempotency-Key này đã được dùng cho một đơn hàng khác',
    ja: 'この Idempotency-Key は別の注文に使われています',
    en: 'This Idempotency-Key was used for a different order',
  },
  'order.notInCart': {
    vi: 'Sản phẩm "{name}" không còn trong giỏ hàng, vui lòng tải lại giỏ hàng',
    ja: '商品「{name}」はカートにありません。カートを再読み込みしてください',
    en: 'The product "{name}" is no longer in your cart, please reload the cart',
  },
  'order.mixedShops': {
    vi: 'Mỗi đơn hàng chỉ gồm sản phẩm của một cửa hàng',
    ja: '1つの注文には1つのショップの商品だけを入れてください',
    en: 'One order holds the products of one shop',
  },
  'order.productGone': {
    vi: 'Không tìm thấy sản phẩm "{name}" trên {market} nữa',
    ja: '商品「{name}」は{market}で見つかりません',
    en: 'Product not found: "{name}" is no longer on {market}',
  },
  'order.priceRose': {
    vi: 'Giá của "{name}" đã tăng từ {was} lên {price}. Giá mới đã được cập nhật, vui lòng kiểm tra rồi đặt hàng lại',
    ja: '「{name}」の価格が{was}から{price}に上がりました。新しい価格に更新しましたので、ご確認のうえ再度ご注文ください',
    en: 'The price of "{name}" went up from {was} to {price}. The new price is shown now: please check it and order again',
  },
  'order.onlyOne': {
    vi: '{market} chỉ bán mỗi sản phẩm một cái',
    ja: '{market}の商品は1点ずつの購入です',
    en: '{market} sells one of each item',
  },
  'order.directShop': {
    vi: 'Chỉ sản phẩm của các sàn mới được mua trực tiếp',
    ja: '直接購入できるのはマーケットの商品だけです',
    en: 'Only a market’s items can be bought directly',
  },
  'order.banned': {
    vi: 'Sản phẩm "{name}" không được vận chuyển bằng phương thức này',
    ja: '商品「{name}」はこの配送方法では送れません',
    en: 'The product "{name}" cannot be shipped this way',
  },
  'order.noRegion': {
    vi: 'Chưa giao được đến địa chỉ này',
    ja: 'この住所にはまだ配送できません',
    en: 'We do not deliver to this address yet',
  },
  'order.address': {
    vi: 'Vui lòng chọn địa chỉ nhận hàng',
    ja: 'お届け先を選択してください',
    en: 'Please choose a delivery address',
  },
  'order.cannotCancel': {
    vi: 'Đơn {code} không thể hủy nữa ({status}): chỉ hủy được đơn chưa thanh toán. Hãy liên hệ bộ phận hỗ trợ',
    ja: '注文 {code} はキャンセルできません（{status}）。キャンセルできるのは未払いの注文だけです。サポートにお問い合わせください',
    en: 'Order {code} can no longer be cancelled ({status}): only an unpaid order can. Please contact support',
  },
  'order.transition': {
    vi: 'Không thể chuyển đơn hàng từ trạng thái {from} sang {to} (được phép: {allowed})',
    ja: '注文のステータスを {from} から {to} に変更できません（変更できるのは {allowed}）',
    en: 'An order cannot move from {from} to {to} (allowed: {allowed})',
  },
  'box.transition': {
    vi: 'Thùng {box} không thể ghi nhận sự kiện {event} sau {state} (được phép: {allowed})',
    ja: '箱 {box} には {state} の後に {event} を記録できません（記録できるのは {allowed}）',
    en: 'Box {box} cannot record {event} after {state} (allowed: {allowed})',
  },
  'box.orderStatus': {
    vi: 'Đơn hàng ở trạng thái {status} chưa có thùng hàng trong kho',
    ja: 'ステータスが {status} の注文には倉庫の箱がありません',
    en: 'An order in status {status} has no boxes in the warehouse',
  },
  'box.taken': {
    vi: 'Mã thùng {box} đã được dùng',
    ja: '箱番号 {box} は既に使われています',
    en: 'The box id {box} is already in use',
  },
  'box.unknownArea': {
    vi: 'Không có khu vực kho {area}',
    ja: '倉庫エリア {area} はありません',
    en: 'There is no warehouse area {area}',
  },
  'box.sameArea': {
    vi: 'Khu vực đi và đến phải khác nhau',
    ja: '移動元と移動先のエリアは別にしてください',
    en: 'The areas to move from and to must differ',
  },
} satisfies Catalogue

type OrdersMessages = typeof ordersMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends OrdersMessages {}
}
