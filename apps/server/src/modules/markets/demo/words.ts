import type { LabelMap } from '@kaimono/contracts'

// Words the demo mirror's names, descriptions and sellers are made of, in Japanese (as the
// markets write them) with their Vietnamese and English.

/** A label in the order the data is written in: Japanese first, as the markets name things. */
export const tr = (ja: string, vi: string, en: string): LabelMap => ({ ja, vi, en })

/** A colour as the markets write it; `code` is its `color:` facet (Nike's filter). */
export type Colour = { code: string; name: LabelMap }

export const COLOURS: readonly Colour[] = [
  { code: 'black', name: tr('ブラック', 'đen', 'black') },
  { code: 'white', name: tr('ホワイト', 'trắng', 'white') },
  { code: 'red', name: tr('レッド', 'đỏ', 'red') },
  { code: 'blue', name: tr('ブルー', 'xanh dương', 'blue') },
  { code: 'green', name: tr('グリーン', 'xanh lá', 'green') },
  { code: 'grey', name: tr('グレー', 'xám', 'grey') },
  { code: 'pink', name: tr('ピンク', 'hồng', 'pink') },
  { code: 'navy', name: tr('ネイビー', 'xanh navy', 'navy') },
  { code: 'beige', name: tr('ベージュ', 'be', 'beige') },
  { code: 'brown', name: tr('ブラウン', 'nâu', 'brown') },
]

/** The colours Nike's filter offers (MARKET_FILTERS): the first seven. */
export const NIKE_COLOURS = COLOURS.slice(0, 7)

export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL']
export const KIDS_SIZES = ['90', '100', '110', '120', '130']
export const STORAGE = ['64GB', '128GB', '256GB']

/** Where a second-hand item ships from (発送元の地域). */
export const PREFECTURES = [
  '東京都',
  '神奈川県',
  '大阪府',
  '愛知県',
  '埼玉県',
  '千葉県',
  '兵庫県',
  '北海道',
  '福岡県',
  '静岡県',
  '京都府',
  '広島県',
  '宮城県',
  '新潟県',
  '長野県',
  '沖縄県',
]

/** 【…】 tags that flea-market sellers put before a name, each with its translations. */
export const FLEA_TAGS = {
  new: tr('【新品未使用】', '[Mới, chưa dùng]', '[New, unused]'),
  mint: tr('【美品】', '[Như mới]', '[Like new]'),
  cut: tr('【値下げ】', '[Đã giảm giá]', '[Price cut]'),
  now: tr('【即購入OK】', '[Mua ngay OK]', '[Buy now OK]'),
  genuine: tr('【正規品】', '[Chính hãng]', '[Authentic]'),
  anonymous: tr('【匿名配送】', '[Giao ẩn danh]', '[Anonymous shipping]'),
} as const

/** Words after a second-hand name. */
export const FLEA_TAILS = [
  tr('箱付き', 'kèm hộp', 'with box'),
  tr('動作確認済み', 'đã kiểm tra hoạt động', 'tested, working'),
  tr('タグ付き', 'còn tag', 'tags attached'),
  tr('送料込み', 'đã gồm phí ship', 'shipping included'),
  tr('まとめ売り', 'bán cả lô', 'bundle'),
]

/** Rakuten's and Yahoo! Shopping's way of selling in the name. */
export const SHOP_TAGS = {
  free: tr('【送料無料】', '[Miễn phí vận chuyển]', '[Free shipping]'),
  points: tr('【ポイント10倍】', '[x10 điểm]', '[10× points]'),
  maxPoints: tr('【最大P20倍】', '[Tối đa x20 điểm]', '[Up to 20× points]'),
  genuine: tr('正規品', 'chính hãng', 'genuine'),
  nextDay: tr('あす楽', 'giao ngày mai', 'next-day'),
  amazon: tr('【Amazon.co.jp限定】', '[Chỉ có trên Amazon.co.jp]', '[Amazon.co.jp exclusive]'),
  japan: tr('(日本正規品)', '(hàng chính hãng Nhật Bản)', '(Japanese authorised version)'),
} as const

export const AUCTION_TAGS = {
  oneYen: tr('1円スタート', 'Khởi điểm 1 yên', '¥1 start'),
  mint: tr('★美品★', '★Như mới★', '★Mint★'),
  working: tr('動作品', 'hoạt động tốt', 'working'),
  junk: tr('ジャンク', 'hàng hỏng', 'for parts'),
  rare: tr('希少', 'hiếm', 'rare'),
}

export const HARDOFF_TAG = tr('〔中古品〕', '[Đã qua sử dụng]', '[Used]')

/** Japanese review comments of a shop's item, by the kind of goods. */
export const REVIEWS = {
  any: [
    '思っていたより早く届きました。',
    '梱包が丁寧で安心しました。',
    '説明通りの商品でした。また利用したいです。',
    'コスパが良く満足しています。',
    'プレゼント用に購入しました。とても喜ばれました。',
    'リピートしています。',
  ],
  food: [
    '美味しかったです。家族にも好評でした。',
    '賞味期限も長く、まとめ買いにちょうどいいです。',
  ],
  fashion: ['サイズ感ぴったりでした。', '色味が写真より少し落ち着いていますが、素敵です。'],
  tech: ['設定も簡単で、すぐに使えました。', '音も画質も値段以上です。'],
  beauty: ['肌に合っていて、しっとりします。', '香りが優しくて使いやすいです。'],
  baby: ['子どもが喜んで使っています。', '軽くて扱いやすいです。'],
}
export type ReviewGroup = keyof typeof REVIEWS

/** What a second-hand description says about each condition (CONDITIONS). */
export const CONDITION_NOTES: Record<string, string> = {
  new: '新品未使用・未開封です。',
  like_new: '数回使用したのみで、とてもきれいな状態です。',
  no_marks: '目立った傷や汚れはありません。',
  some_marks: '使用に伴う小傷がありますが、まだまだお使いいただけます。',
  marks: '傷や汚れがあります。写真でご確認ください。',
  poor: '全体的に使用感があります。ジャンク扱いでお願いします。',
}

export const FLEA_STORIES = [
  '引っ越しのため出品します。',
  '断捨離中です。',
  'サイズが合わなかったため出品します。',
  'いただき物ですが、使う機会がなく出品します。',
  '購入したものの出番が少なかったので出品します。',
]

export const FLEA_CLOSINGS = [
  '即購入OKです。',
  '自宅保管品のため、神経質な方はご遠慮ください。',
  'お値下げのご相談はコメントにてお願いします。',
  'プロフィールもご一読ください。',
  '匿名配送で発送いたします。',
]

/** 発送までの日数 and delivery promises, as each kind of market writes them. */
export const DELIVERY_TEXTS = {
  flea: ['1~2日で発送', '2~3日で発送', '4~7日で発送'],
  shop: ['あす楽対応', '1〜3営業日以内に発送', '即日発送（正午までのご注文）'],
  amazon: ['明日中にお届け', '2〜4日でお届け', '最短で本日お届け'],
  yodobashi: ['最短翌日お届け', '在庫あり（翌日出荷）'],
  hardoff: ['2〜5日で発送', '店舗から3〜7日で発送'],
  nike: ['3〜5営業日でお届け', '5〜7営業日でお届け'],
  tonoike: ['2〜4営業日で出荷', '翌営業日に出荷'],
  auction: ['支払い手続きから1〜2日で発送', '支払い手続きから3〜7日で発送'],
}
