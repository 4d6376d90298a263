import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The auctions' own messages (the shared ones are in platform/i18n/messages.ts). */
export const auctionsMessages = {
  // §8: the page opens the permission form when a bid is refused with this message.
  'auction.noPermission': {
    vi: 'Bạn chưa được cấp quyền đấu giá',
    ja: 'オークションの入札権限がありません',
    en: 'You have not auction permission',
  },
  'auction.ended': {
    vi: 'Phiên đấu giá đã kết thúc',
    ja: 'オークションは終了しました',
    en: 'Auction ended',
  },
  'auction.noAddress': {
    vi: 'Vui lòng thêm địa chỉ nhận hàng trước khi đặt giá: nếu thắng, đơn hàng sẽ được gửi đến đó',
    ja: '入札の前にお届け先住所を登録してください。落札すると、その住所宛ての注文になります',
    en: 'Please add a delivery address before bidding: if you win, the order is sent there',
  },
  'auction.notFound': {
    vi: 'Không tìm thấy phiên đấu giá',
    ja: 'オークションが見つかりません',
    en: 'Auction not found',
  },
  'auction.notAuction': {
    vi: 'Địa chỉ này không phải một phiên đấu giá Yahoo! mà chúng tôi có thể đặt giá',
    ja: 'このURLは入札できるヤフオク!のオークションではありません',
    en: 'This address is not a Yahoo! auction we can bid on',
  },
  'auction.tooLow': {
    vi: 'Giá đặt phải từ {min} trở lên (giá hiện tại {current} cộng bước giá {step})',
    ja: '入札額は{min}以上にしてください（現在価格{current}＋入札単位{step}）',
    en: 'The bid must be at least {min} (the current price {current} plus the increment {step})',
  },
  'auction.snipeKept': {
    vi: 'Giá của bạn được giữ lại và sẽ được đặt lúc {at} (giờ Nhật Bản)',
    ja: '入札は保留され、{at}（日本時間）に入札されます',
    en: 'Your bid is kept back and will be placed at {at} (Japan time)',
  },
  'auction.snipe': {
    vi: 'Thời gian đặt giá cuối phải từ 15 đến 3600 giây trước khi kết thúc',
    ja: '終了前の入札タイミングは15〜3600秒で指定してください',
    en: 'A last-moment bid must be set 15 to 3,600 seconds before the end',
  },
  'auction.taskNotFound': {
    vi: 'Không tìm thấy yêu cầu đặt giá',
    ja: '入札タスクが見つかりません',
    en: 'Bid task not found',
  },
  'auction.taskDone': {
    vi: 'Yêu cầu đặt giá này đã được ghi nhận kết quả',
    ja: 'この入札タスクは結果が記録済みです',
    en: 'This bid task has already been recorded',
  },
  'auction.taskEnded': {
    vi: 'Phiên đấu giá đã kết thúc: hãy ghi nhận thắng hoặc thua',
    ja: 'オークションは終了しています。落札または落札失敗を記録してください',
    en: 'The auction has ended: record it as won or lost',
  },
  'auction.taskRunning': {
    vi: 'Phiên đấu giá chưa kết thúc: chỉ ghi nhận đã đặt giá hoặc bị vượt giá',
    ja: 'オークションはまだ終了していません。入札済みまたは高値更新を記録してください',
    en: 'The auction is still running: record it as placed or outbid',
  },
  'auction.aboveMax': {
    vi: 'Giá không được vượt quá giá tối đa của khách hàng ({max})',
    ja: '価格はお客様の最高入札額（{max}）を超えられません',
    en: 'The price cannot be above the customer’s maximum ({max})',
  },
  'ecoring.rank': {
    vi: 'Hạng phải là một trong N, S, SA, A, AB, B, BC, C',
    ja: 'ランクは N、S、SA、A、AB、B、BC、C のいずれかにしてください',
    en: 'The rank must be one of N, S, SA, A, AB, B, BC, C',
  },
  'ecoring.category': {
    vi: 'Chọn ít nhất một danh mục Ecoring',
    ja: 'エコリングのカテゴリーを1つ以上選んでください',
    en: 'Choose at least one Ecoring category',
  },
  'ecoring.endBeforeStart': {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    ja: '終了日時は開始日時より後にしてください',
    en: 'The end must be after the start',
  },
  'ecoring.startOffStep': {
    vi: 'Giá khởi điểm phải là bội số của bước giá nhỏ nhất',
    ja: '開始価格は最小入札単位の倍数にしてください',
    en: 'The start price must be a multiple of the smallest step',
  },
  'ecoring.notFound': {
    vi: 'Không tìm thấy sản phẩm đấu giá Ecoring',
    ja: 'エコリングの出品が見つかりません',
    en: 'Ecoring lot not found',
  },
  'ecoring.preview': {
    vi: 'Sản phẩm này đang ở chế độ xem trước, chưa nhận đặt giá',
    ja: 'この商品はプレビュー中のため、まだ入札できません',
    en: 'This lot is in preview and does not take bids yet',
  },
  'ecoring.notStep': {
    vi: 'Giá đặt phải là bội số của bước giá {step}',
    ja: '入札額は入札単位{step}の倍数にしてください',
    en: 'The bid must be a multiple of the step {step}',
  },
  'ecoring.tooLow': {
    vi: 'Giá đặt phải từ {min} trở lên',
    ja: '入札額は{min}以上にしてください',
    en: 'The bid must be at least {min}',
  },
  'auction.notAboveOwn': {
    vi: 'Giá tối đa mới phải cao hơn giá tối đa hiện tại của bạn ({max})',
    ja: '新しい最高入札額は現在の最高入札額（{max}）より高くしてください',
    en: 'Your new maximum must be above your current maximum ({max})',
  },
  'auction.depositShort': {
    vi: 'Số dư khả dụng của ví ({available}) không đủ để giữ tiền đặt cọc {deposit} cho giá này',
    ja: 'ウォレットの利用可能残高（{available}）では、この入札の保証金{deposit}を確保できません',
    en: "Your wallet's available balance ({available}) cannot hold this bid's deposit of {deposit}",
  },
  'auction.placed': {
    vi: 'Chúng tôi sẽ gửi cập nhật đấu giá đến số điện thoại của bạn',
    ja: 'オークションの最新情報をお電話番号にお送りします',
    en: 'We will send auction updates to your phone number',
  },
  'auction.belowAnother': {
    vi: 'Giá của bạn đã được đặt, nhưng một khách hàng khác đặt giá tối đa cao hơn: giá hiện tại là {price}',
    ja: '入札しましたが、他のお客様の最高入札額の方が高いため、現在価格は{price}です',
    en: "Your bid is placed, but another customer's maximum is higher: the price is now {price}",
  },
  'auction.idempotencyKey': {
    vi: 'Tiêu đề Idempotency-Key phải dài từ 8 đến 200 ký tự',
    ja: 'Idempotency-Key ヘッダーは8〜200文字にしてください',
    en: 'The Idempotency-Key header must be 8 to 200 characters long',
  },
  'auction.priceDigits': {
    vi: 'Giá đặt chỉ gồm chữ số và lớn hơn 0',
    ja: '入札額は0より大きい数字で入力してください',
    en: 'The bid takes digits only and must be above 0',
  },
  'auction.priceTooHigh': {
    vi: 'Giá đặt không được vượt quá 100.000.000 yên',
    ja: '入札額は1億円以下にしてください',
    en: 'The bid cannot be above 100,000,000 yen',
  },
  'auction.dateFinish': {
    vi: 'Thời điểm kết thúc phải có dạng YYYY/MM/DD HH:mm:ss (giờ Nhật Bản)',
    ja: '終了日時は YYYY/MM/DD HH:mm:ss（日本時間）の形式で指定してください',
    en: 'The end time must read YYYY/MM/DD HH:mm:ss (Japan time)',
  },
  'auction.supplierUnknown': {
    vi: 'Nhà cung cấp phải là YahooAuction hoặc Ecoring',
    ja: 'supplier_name は YahooAuction または Ecoring を指定してください',
    en: 'The supplier must be YahooAuction or Ecoring',
  },
  // §8: the toast after a permission request.
  'auction.permissionRequested': {
    vi: 'Đăng ký thành công, chúng tôi sẽ liên hệ với bạn trong vòng 24h',
    ja: '登録が完了しました。24時間以内にご連絡いたします',
    en: 'Registered: we will contact you within 24 hours',
  },
  'auction.permissionGranted': {
    vi: 'Bạn đã được cấp quyền đấu giá {supplier}',
    ja: '{supplier}の入札権限が付与されました',
    en: 'You may now bid on {supplier}',
  },
  'auction.permissionDenied': {
    vi: 'Yêu cầu quyền đấu giá {supplier} của bạn chưa được chấp nhận',
    ja: '{supplier}の入札権限のお申し込みは承認されませんでした',
    en: 'Your request to bid on {supplier} was not accepted',
  },
  'auction.permissionDecided': {
    vi: 'Yêu cầu này đã được xử lý',
    ja: 'このお申し込みは処理済みです',
    en: 'This request has already been decided',
  },
  'auction.keyReused': {
    vi: 'Idempotency-Key này đã được dùng cho một giá đặt khác',
    ja: 'この Idempotency-Key は別の入札に使用済みです',
    en: 'This Idempotency-Key was used for another bid',
  },
  'auction.outbid': {
    vi: 'Giá của bạn cho “{name}” đã bị vượt qua: giá hiện tại {price}',
    ja: '「{name}」の入札が上回られました。現在価格 {price}',
    en: 'Your bid on “{name}” was outbid: the price is now {price}',
  },
} satisfies Catalogue

type AuctionsMessages = typeof auctionsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends AuctionsMessages {}
}
