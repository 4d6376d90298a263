import { ECORING_RANKS, type LabelMap } from '@kaimono/contracts'
import { randomFrom } from '../../markets/index.ts'

// The demo's Ecoring lots: brand goods graded by rank, in a rolling window of days so that a
// demo of any age has lots in every state (§4): ended in the days before today, open today and
// in the next days, and in preview (not started) further on. Every lot of a day is the same
// whenever it is made: its id is the day and its place in it.

type Shape = 'bag' | 'watch' | 'garment' | 'shoe' | 'box' | 'pouch'

type Model = {
  brand: string
  category: number
  shape: Shape
  name: LabelMap
  /** The start price's range, in yen. */
  price: readonly [number, number]
}

const MODELS: readonly Model[] = [
  {
    brand: 'LOUIS VUITTON',
    category: 1,
    shape: 'bag',
    price: [60_000, 180_000],
    name: {
      ja: 'ルイヴィトン スピーディ30 モノグラム ハンドバッグ',
      vi: 'Louis Vuitton Speedy 30 Monogram túi xách tay',
      en: 'Louis Vuitton Speedy 30 Monogram handbag',
    },
  },
  {
    brand: 'LOUIS VUITTON',
    category: 1,
    shape: 'bag',
    price: [90_000, 220_000],
    name: {
      ja: 'ルイヴィトン ネヴァーフルMM ダミエ トートバッグ',
      vi: 'Louis Vuitton Neverfull MM Damier túi tote',
      en: 'Louis Vuitton Neverfull MM Damier tote',
    },
  },
  {
    brand: 'LOUIS VUITTON',
    category: 4,
    shape: 'pouch',
    price: [25_000, 70_000],
    name: {
      ja: 'ルイヴィトン ジッピー・ウォレット モノグラム 長財布',
      vi: 'Louis Vuitton Zippy Wallet Monogram ví dài',
      en: 'Louis Vuitton Zippy Wallet Monogram long wallet',
    },
  },
  {
    brand: 'CHANEL',
    category: 1,
    shape: 'bag',
    price: [250_000, 650_000],
    name: {
      ja: 'シャネル マトラッセ25 チェーンショルダー ラムスキン',
      vi: 'Chanel Matelassé 25 túi đeo vai xích da cừu',
      en: 'Chanel Matelassé 25 chain shoulder bag, lambskin',
    },
  },
  {
    brand: 'CHANEL',
    category: 4,
    shape: 'pouch',
    price: [40_000, 110_000],
    name: {
      ja: 'シャネル キャビアスキン 二つ折り財布 ココマーク',
      vi: 'Chanel ví gập đôi da caviar logo CC',
      en: 'Chanel caviar skin bifold wallet, CC logo',
    },
  },
  {
    brand: 'HERMES',
    category: 1,
    shape: 'bag',
    price: [180_000, 420_000],
    name: {
      ja: 'エルメス エヴリンPM トリヨンクレマンス ショルダーバッグ',
      vi: 'Hermès Evelyne PM da Taurillon Clemence túi đeo vai',
      en: 'Hermès Evelyne PM Taurillon Clemence shoulder bag',
    },
  },
  {
    brand: 'HERMES',
    category: 7,
    shape: 'box',
    price: [20_000, 55_000],
    name: {
      ja: 'エルメス カレ90 シルクスカーフ',
      vi: 'Hermès Carré 90 khăn lụa',
      en: 'Hermès Carré 90 silk scarf',
    },
  },
  {
    brand: 'GUCCI',
    category: 1,
    shape: 'bag',
    price: [60_000, 150_000],
    name: {
      ja: 'グッチ GGマーモント キルティング チェーンショルダー',
      vi: 'Gucci GG Marmont túi đeo vai xích chần bông',
      en: 'Gucci GG Marmont quilted chain shoulder bag',
    },
  },
  {
    brand: 'PRADA',
    category: 1,
    shape: 'bag',
    price: [40_000, 110_000],
    name: {
      ja: 'プラダ Re-Nylon バックパック ブラック',
      vi: 'Prada Re-Nylon ba lô màu đen',
      en: 'Prada Re-Nylon backpack, black',
    },
  },
  {
    brand: 'CELINE',
    category: 1,
    shape: 'bag',
    price: [90_000, 200_000],
    name: {
      ja: 'セリーヌ ラゲージ ナノショッパー 2WAYバッグ',
      vi: 'Celine Luggage Nano Shopper túi 2 kiểu',
      en: 'Celine Luggage Nano Shopper two-way bag',
    },
  },
  {
    brand: 'ROLEX',
    category: 2,
    shape: 'watch',
    price: [700_000, 1_400_000],
    name: {
      ja: 'ロレックス デイトジャスト36 Ref.126234 自動巻き',
      vi: 'Rolex Datejust 36 Ref.126234 tự động',
      en: 'Rolex Datejust 36 Ref.126234 automatic',
    },
  },
  {
    brand: 'OMEGA',
    category: 2,
    shape: 'watch',
    price: [250_000, 600_000],
    name: {
      ja: 'オメガ スピードマスター プロフェッショナル 手巻き',
      vi: 'Omega Speedmaster Professional lên cót tay',
      en: 'Omega Speedmaster Professional hand-wound',
    },
  },
  {
    brand: 'GRAND SEIKO',
    category: 2,
    shape: 'watch',
    price: [200_000, 480_000],
    name: {
      ja: 'グランドセイコー SBGA211 雪白 スプリングドライブ',
      vi: 'Grand Seiko SBGA211 Snowflake Spring Drive',
      en: 'Grand Seiko SBGA211 Snowflake Spring Drive',
    },
  },
  {
    brand: 'TUDOR',
    category: 2,
    shape: 'watch',
    price: [220_000, 420_000],
    name: {
      ja: 'チューダー ブラックベイ58 自動巻き',
      vi: 'Tudor Black Bay 58 tự động',
      en: 'Tudor Black Bay 58 automatic',
    },
  },
  {
    brand: 'CARTIER',
    category: 3,
    shape: 'box',
    price: [400_000, 900_000],
    name: {
      ja: 'カルティエ ラブブレス K18YG #17',
      vi: 'Cartier Love vòng tay vàng 18K #17',
      en: 'Cartier Love bracelet, 18K yellow gold, #17',
    },
  },
  {
    brand: 'TIFFANY & CO.',
    category: 3,
    shape: 'box',
    price: [15_000, 45_000],
    name: {
      ja: 'ティファニー オープンハート ネックレス SV925',
      vi: 'Tiffany & Co. Open Heart dây chuyền bạc 925',
      en: 'Tiffany & Co. Open Heart necklace, sterling silver',
    },
  },
  {
    brand: 'BVLGARI',
    category: 3,
    shape: 'box',
    price: [80_000, 200_000],
    name: {
      ja: 'ブルガリ ビーゼロワン リング K18WG #54',
      vi: 'Bvlgari B.zero1 nhẫn vàng trắng 18K #54',
      en: 'Bvlgari B.zero1 ring, 18K white gold, #54',
    },
  },
  {
    brand: 'BURBERRY',
    category: 5,
    shape: 'garment',
    price: [30_000, 90_000],
    name: {
      ja: 'バーバリー トレンチコート ベージュ 38',
      vi: 'Burberry áo trench coat màu be size 38',
      en: 'Burberry trench coat, beige, size 38',
    },
  },
  {
    brand: 'MONCLER',
    category: 5,
    shape: 'garment',
    price: [60_000, 150_000],
    name: {
      ja: 'モンクレール マヤ ダウンジャケット サイズ2',
      vi: 'Moncler Maya áo khoác lông vũ size 2',
      en: 'Moncler Maya down jacket, size 2',
    },
  },
  {
    brand: 'CHRISTIAN LOUBOUTIN',
    category: 6,
    shape: 'shoe',
    price: [25_000, 60_000],
    name: {
      ja: 'クリスチャンルブタン ソケイト パンプス 36.5',
      vi: 'Christian Louboutin So Kate giày cao gót 36.5',
      en: 'Christian Louboutin So Kate pumps, 36.5',
    },
  },
  {
    brand: 'DIOR',
    category: 6,
    shape: 'shoe',
    price: [45_000, 100_000],
    name: {
      ja: 'ディオール B23 ハイカットスニーカー オブリーク 42',
      vi: 'Dior B23 giày sneaker cổ cao Oblique 42',
      en: 'Dior B23 high-top sneakers, Oblique, 42',
    },
  },
  {
    brand: 'SAINT LAURENT',
    category: 7,
    shape: 'pouch',
    price: [15_000, 40_000],
    name: {
      ja: 'サンローラン カードケース モノグラム レザー',
      vi: 'Saint Laurent ví đựng thẻ da logo monogram',
      en: 'Saint Laurent monogram leather card case',
    },
  },
]

const NOTES: readonly LabelMap[] = [
  {
    ja: '付属品：箱、保存袋',
    vi: 'Phụ kiện kèm theo: hộp, túi bảo quản',
    en: 'Comes with: box, dust bag',
  },
  {
    ja: '付属品：保存袋のみ',
    vi: 'Phụ kiện kèm theo: chỉ có túi bảo quản',
    en: 'Comes with: dust bag only',
  },
  { ja: '付属品なし', vi: 'Không có phụ kiện kèm theo', en: 'No accessories' },
  {
    ja: '付属品：箱、保証書、コマ2個',
    vi: 'Phụ kiện kèm theo: hộp, thẻ bảo hành, 2 mắt dây',
    en: 'Comes with: box, warranty card, 2 links',
  },
]

const RANK_WEIGHTS: readonly (readonly [string, number])[] = [
  ['N', 1],
  ['S', 2],
  ['SA', 3],
  ['A', 5],
  ['AB', 5],
  ['B', 4],
  ['BC', 2],
  ['C', 1],
]

/** The step units Ecoring bids move by: the smallest is the step, the others quick raises. */
const STEPS_AT = (price: number): number[] =>
  price < 50_000
    ? [500, 1_000, 5_000]
    : price < 300_000
      ? [1_000, 5_000, 10_000]
      : [5_000, 10_000, 50_000]

const DAY_MS = 86_400_000
const JAPAN_OFFSET_MS = 9 * 3_600_000
/** Lots ending on one day. */
export const LOTS_A_DAY = 8
/** Days of lots kept around today: ended (before), open (today on), preview (the last days). */
const DAYS_BEFORE = 3
const DAYS_AFTER = 7
/** A lot opens this many days before its end day; the days after are its preview. */
const OPEN_DAYS = 4

export type DemoLot = {
  id: number
  names: LabelMap
  brand: string
  rank: string
  startPrice: number
  notes: LabelMap
  descriptions: LabelMap
  shape: Shape
  images: string[]
  categories: number[]
  bidStepUnit: number[]
  startTime: Date
  endTime: Date
}

function rankOf(pick: number): string {
  const total = RANK_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
  let left = pick * total
  for (const [rank, weight] of RANK_WEIGHTS) {
    left -= weight
    if (left < 0) return rank
  }
  return ECORING_RANKS[0] ?? 'A'
}

function describe(model: Model, rank: string, note: LabelMap): LabelMap {
  return {
    ja: `${model.name.ja}。ランク${rank}。${note.ja}。エコリングの鑑定士が真贋を確認済みです。`,
    vi: `${model.name.vi}. Hạng ${rank}. ${note.vi}. Chuyên gia của Ecoring đã kiểm định hàng chính hãng.`,
    en: `${model.name.en}. Rank ${rank}. ${note.en}. Authenticated by Ecoring's appraisers.`,
  }
}

/** Lot `n` of the day `day` (days since 1970 in Japan time). */
export function demoLot(day: number, n: number): DemoLot {
  const id = day * 100 + n
  const rng = randomFrom(`ecoring:${id}`)
  const model = rng.pick(MODELS)
  const rank = rankOf(rng.next())
  const [low, high] = model.price
  const steps = STEPS_AT(low)
  const step = steps[0] ?? 1_000
  const startPrice = Math.round(rng.int(low, high) / step / 2) * step
  const note = rng.pick(NOTES)
  // Ends from 20:00 Japan time, a lot every seven minutes.
  const end = day * DAY_MS - JAPAN_OFFSET_MS + 20 * 3_600_000 + n * 7 * 60_000
  const start = end - OPEN_DAYS * DAY_MS - 10 * 3_600_000
  return {
    id,
    names: model.name,
    brand: model.brand,
    rank,
    startPrice: Math.max(step, startPrice),
    notes: note,
    descriptions: describe(model, rank, note),
    shape: model.shape,
    images: [1, 2, 3].map((index) => `/media/ecoring/${id}/${index}.svg`),
    categories: [model.category],
    bidStepUnit: steps,
    startTime: new Date(start),
    endTime: new Date(end),
  }
}

/** The day `at` falls on, in Japan time, as days since 1970. */
export const japanDay = (at: number) => Math.floor((at + JAPAN_OFFSET_MS) / DAY_MS)

/** The window of demo lots around `now`: some ended, some open, some in preview. */
export function demoLots(now: number): DemoLot[] {
  const today = japanDay(now)
  const lots: DemoLot[] = []
  for (let day = today - DAYS_BEFORE; day <= today + DAYS_AFTER; day++) {
    for (let n = 0; n < LOTS_A_DAY; n++) lots.push(demoLot(day, n))
  }
  return lots
}
