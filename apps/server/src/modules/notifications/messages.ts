import type { Catalogue } from '../../platform/i18n/messages.ts'

/** Issue 22: notices by mail and push, in the customer's language, and their settings' errors. */
export const notificationsMessages = {
  'notices.channel': {
    vi: 'Mỗi kênh là bật (true) hoặc tắt (false)',
    ja: '各チャネルはオン（true）かオフ（false）です',
    en: 'Each channel is on (true) or off (false)',
  },
  'notices.pushEndpoint': {
    vi: 'Địa chỉ nhận thông báo đẩy phải là một URL https',
    ja: 'プッシュ通知の宛先は https の URL です',
    en: 'The push endpoint must be an https URL',
  },
  'notices.pushService': {
    vi: 'Địa chỉ này không thuộc dịch vụ thông báo đẩy nào được hỗ trợ',
    ja: 'この宛先は対応しているプッシュサービスのものではありません',
    en: 'This endpoint is not at a supported push service',
  },
  'notices.pushKeys': {
    vi: 'Khóa của trình duyệt không hợp lệ',
    ja: 'ブラウザーの鍵が正しくありません',
    en: "The browser's keys are not valid",
  },
  'notices.token': {
    vi: 'Liên kết hủy đăng ký không hợp lệ',
    ja: '配信停止のリンクが正しくありません',
    en: 'The unsubscribe link is not valid',
  },
  'notices.kind.orders': { vi: 'Trạng thái đơn hàng', ja: '注文のステータス', en: 'Order status' },
  'notices.kind.warehouse': { vi: 'Sự kiện kho hàng', ja: '倉庫での動き', en: 'Warehouse events' },
  'notices.kind.payments': {
    vi: 'Thanh toán và ví',
    ja: '支払いとウォレット',
    en: 'Payments and wallet',
  },
  'notices.kind.auctions': { vi: 'Đấu giá', ja: 'オークション', en: 'Auctions' },
  'notices.kind.support': { vi: 'Trả lời hỗ trợ', ja: 'サポートからの回答', en: 'Support replies' },
  'notices.orders': {
    vi: 'Đơn {code}: {status}',
    ja: '注文 {code}：{status}',
    en: 'Order {code}: {status}',
  },
  'notices.warehouse': {
    vi: 'Kiện {box} của đơn {code}: {event}',
    ja: '注文 {code} の荷物 {box}：{event}',
    en: 'Box {box} of order {code}: {event}',
  },
  'notices.payments.deposit': {
    vi: 'Đã nhận {amount} vào ví của bạn',
    ja: '{amount}をウォレットに入金しました',
    en: '{amount} arrived in your wallet',
  },
  'notices.payments.refund': {
    vi: 'Đã hoàn {amount} vào ví của bạn',
    ja: '{amount}をウォレットに返金しました',
    en: '{amount} was refunded to your wallet',
  },
  'notices.payments.withdrawal_paid': {
    vi: 'Đã chuyển {amount} từ ví về tài khoản ngân hàng của bạn',
    ja: 'ウォレットから{amount}を銀行口座へ送金しました',
    en: '{amount} was paid from your wallet to your bank account',
  },
  'notices.payments.withdrawal_rejected': {
    vi: 'Yêu cầu rút {amount} không được thực hiện; tiền vẫn ở trong ví của bạn',
    ja: '{amount}の出金依頼は実行されませんでした。お金はウォレットに残っています',
    en: 'Your withdrawal of {amount} was not made; the money is still in your wallet',
  },
  'notices.auctions.outbid': {
    vi: 'Giá của bạn cho “{name}” đã bị vượt qua',
    ja: '「{name}」の入札が上回られました',
    en: 'You were outbid on “{name}”',
  },
  'notices.auctions.won': {
    vi: 'Bạn đã thắng đấu giá “{name}”',
    ja: '「{name}」を落札しました',
    en: 'You won “{name}”',
  },
  'notices.auctions.lost': {
    vi: 'Đấu giá “{name}” đã kết thúc, bạn không thắng',
    ja: '「{name}」のオークションは終了しました。落札できませんでした',
    en: 'The auction for “{name}” ended; you did not win',
  },
  'notices.auctions.permission_granted': {
    vi: 'Bạn đã được cấp quyền đấu giá',
    ja: 'オークションへの入札が許可されました',
    en: 'You may now bid in auctions',
  },
  'notices.auctions.permission_denied': {
    vi: 'Yêu cầu quyền đấu giá của bạn chưa được chấp nhận',
    ja: 'オークションの入札権限の申請は承認されませんでした',
    en: 'Your request to bid in auctions was not accepted',
  },
  'notices.support': {
    vi: 'Kaimono đã trả lời yêu cầu của bạn: {title}',
    ja: 'Kaimonoがお問い合わせに回答しました：{title}',
    en: 'Kaimono answered your request: {title}',
  },
  'notices.mail.greeting': { vi: 'Chào {name},', ja: '{name} 様', en: 'Hello {name},' },
  'notices.mail.open': {
    vi: 'Xem chi tiết: {url}',
    ja: '詳しくはこちら：{url}',
    en: 'See the details: {url}',
  },
  'notices.mail.why': {
    vi: 'Bạn nhận thư này vì đã bật thông báo qua email cho mục “{kind}”. Tắt thông báo này: {url}',
    ja: '「{kind}」のメール通知をオンにしているため、このメールをお送りしています。配信停止：{url}',
    en: 'You receive this because mail is on for “{kind}”. Turn it off: {url}',
  },
  'notices.status.Newish': { vi: 'Mới tạo', ja: '新規', en: 'New' },
  'notices.status.Pending': { vi: 'Chờ thanh toán', ja: '支払い待ち', en: 'Waiting for payment' },
  'notices.status.Paid': { vi: 'Đã thanh toán', ja: '支払い済み', en: 'Paid' },
  'notices.status.PaidToSupplier': {
    vi: 'Đã mua từ nhà cung cấp',
    ja: '仕入れ先で購入済み',
    en: 'Bought from the supplier',
  },
  'notices.status.WaitingToReceive': {
    vi: 'Chờ nhận về kho',
    ja: '倉庫への入荷待ち',
    en: 'On its way to our warehouse',
  },
  'notices.status.ReceivedAtWarehouse': {
    vi: 'Đã về kho',
    ja: '倉庫に到着',
    en: 'Received at the warehouse',
  },
  'notices.status.Debited': {
    vi: 'Đã trừ phí vận chuyển',
    ja: '送料精算済み',
    en: 'Shipping charged',
  },
  'notices.status.Finish': { vi: 'Hoàn tất', ja: '完了', en: 'Finished' },
  'notices.status.OutOfStock': { vi: 'Hết hàng', ja: '在庫切れ', en: 'Out of stock' },
  'notices.status.Cancelled': { vi: 'Đã hủy', ja: 'キャンセル済み', en: 'Cancelled' },
  'notices.event.distributed': {
    vi: 'đã phân vào khu vực trong kho',
    ja: '倉庫内で仕分けされました',
    en: 'sorted in the warehouse',
  },
  'notices.event.pick_in_container': {
    vi: 'đang chuyển giữa các kho',
    ja: '倉庫間を輸送中です',
    en: 'moving between warehouses',
  },
  'notices.event.pick_out_container': {
    vi: 'đã đến kho',
    ja: '倉庫に到着しました',
    en: 'arrived at a warehouse',
  },
  'notices.event.shipping': {
    vi: 'đã giao cho đơn vị vận chuyển',
    ja: '配送業者に引き渡されました',
    en: 'handed to the delivery partner',
  },
  'notices.event.cancel_distributed': {
    vi: 'đã hủy phân khu',
    ja: '仕分けが取り消されました',
    en: 'sorting undone',
  },
  'notices.event.received': { vi: 'đã được nhận', ja: '受け取られました', en: 'received' },
  'notices.event.refunded': { vi: 'đã hoàn tiền', ja: '返金されました', en: 'refunded' },
  'notices.event.cancelled': { vi: 'đã hủy', ja: 'キャンセルされました', en: 'cancelled' },
} satisfies Catalogue

type NotificationsMessages = typeof notificationsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends NotificationsMessages {}
}
