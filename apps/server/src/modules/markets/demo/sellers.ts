import type { BrowsableMarket } from '@kaimono/contracts'
import { type Random, randomFrom } from './random.ts'
import { PREFECTURES } from './words.ts'

// The mirror's demo sellers (market_sellers): people with nicknames at the flea markets and
// the auction, shops at the malls, the stores of HardOff, and Nike, Yodobashi and Tonoike selling
// their own goods. Each shop says which of its market's roots it sells from.

export type DemoSeller = {
  id: string
  name: string
  description: string
  identityVerification: boolean
  rateRatio: number | null
  good: number
  normal: number
  bad: number
  /** The roots of the market's tree the seller sells from; empty for all of them. */
  roots: readonly string[]
  /** Where it ships from (a store's prefecture), or null to draw one per item. */
  prefecture: string | null
}

const NICKNAMES = [
  'ゆき',
  'まる',
  'はるママ',
  'ひなた',
  'こまち',
  'たろう',
  'みかん',
  'さくら',
  'Ryo',
  'nana',
  'ここあ',
  'そら',
  'ぽんず',
  'もも',
  'あおい',
  'けん',
  'りんご',
  'ゆう',
  'ミント',
  'しろくま',
  'ころすけ',
  'hina',
  'まめ',
  'くま',
  'ぴよ',
  'ちゃこ',
  'mei',
  'ayaka',
  'こむぎ',
  'かえで',
  'ななみ',
  'うさぎ',
  'さっちゃん',
  'とも',
  'Kei',
  'ぱんだ',
  'ひろ',
  'yuu',
  'みぃ',
  'あんず',
]
const DECORATIONS = [
  '',
  '',
  '',
  '@断捨離中',
  '☆プロフ必読',
  '@お値下げ中',
  'shop',
  '♪',
  '（平日発送）',
]
const ROMAJI = [
  'yuki',
  'maru',
  'haru',
  'hinata',
  'komachi',
  'taro',
  'mikan',
  'sakura',
  'ryo',
  'nana',
  'cocoa',
  'sora',
  'ponzu',
  'momo',
  'aoi',
  'ken',
  'ringo',
  'yuu',
  'mint',
  'kuma',
]
const ROMAJI_TAILS = ['_camera', '_shop', '2010', '_jp', '0625', '_collection', '1987', '_tokyo']

const PERSON_LINES = [
  'ご覧いただきありがとうございます。',
  '基本的に即購入OKです。',
  '平日は仕事のため、発送は土日になる場合があります。',
  'ペット・喫煙者はいません。',
  '素人検品のため、完璧を求める方はご遠慮ください。',
  'お値下げ交渉はコメントからお願いします。',
  'すべて匿名配送で発送いたします。',
]

const DIGITS = '0123456789'
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** Ratings of someone with this many sales: almost all good, as at the real markets. */
function ratings(rng: Random, most: number) {
  const good = Math.floor(Math.exp(rng.next() * Math.log(most))) + 1
  const normal = Math.floor(good * 0.02 * rng.next())
  const bad = Math.floor(good * 0.008 * rng.next())
  const total = good + normal + bad
  const rateRatio = Math.round((50 * (good + 0.5 * normal)) / total) / 10
  return { good, normal, bad, rateRatio }
}

const PERSON_IDS: Partial<Record<BrowsableMarket, (rng: Random, i: number) => string>> = {
  mercari: (rng) => `${rng.int(1, 9)}${rng.chars(DIGITS, 8)}`,
  paypay: (rng) => `p${rng.chars(ALNUM, 11)}`,
  rakuma: (rng) => `${rng.int(1, 9)}${rng.chars(DIGITS, 7)}`,
  'yahoo-auction': (rng, i) => `${ROMAJI[i % ROMAJI.length]}${rng.pick(ROMAJI_TAILS)}`,
}

function people(market: BrowsableMarket, count: number): DemoSeller[] {
  const rng = randomFrom(`sellers:${market}`)
  const idOf = PERSON_IDS[market] ?? (() => rng.chars(DIGITS, 9))
  const seen = new Set<string>()
  return Array.from({ length: count }, (_, i) => {
    let id = idOf(rng, i)
    while (seen.has(id)) id = `${id}${rng.int(0, 9)}`
    seen.add(id)
    const name =
      market === 'yahoo-auction' ? id : `${NICKNAMES[i % NICKNAMES.length]}${rng.pick(DECORATIONS)}`
    const lines = [PERSON_LINES[0] ?? '', rng.pick(PERSON_LINES), rng.pick(PERSON_LINES)]
    return {
      id,
      name,
      description: [...new Set(lines)].join('\n'),
      identityVerification: rng.chance(0.6),
      ...ratings(rng, 3000),
      roots: [],
      prefecture: null,
    }
  })
}

type ShopEntry = readonly [id: string, name: string, roots: readonly string[]]

const greeting = (name: string) =>
  `${name}へようこそ。正午までのご注文は当日発送いたします（土日祝を除く）。ご不明な点はお気軽にお問い合わせください。`

function shops(market: BrowsableMarket, entries: readonly ShopEntry[]): DemoSeller[] {
  const rng = randomFrom(`shops:${market}`)
  return entries.map(([id, name, roots]) => {
    const good = rng.int(2_000, 120_000)
    const normal = Math.floor(good * (0.03 + 0.05 * rng.next()))
    const bad = Math.floor(good * (0.005 + 0.02 * rng.next()))
    return {
      id,
      name,
      description: greeting(name),
      identityVerification: true,
      rateRatio: Math.round(430 + rng.next() * 60) / 100,
      good,
      normal,
      bad,
      roots,
      prefecture: null,
    }
  })
}

const RAKUTEN_SHOPS: ShopEntry[] = [
  ['kurashi-kaden', '暮らしの家電 楽天市場店', ['562637', '211742']],
  ['denki-no-mori', 'でんきの森', ['562637', '211742']],
  ['cosme-de-net', 'コスメデネット', ['100939']],
  ['beauty-garden', 'ビューティーガーデン', ['100939', '100938']],
  ['kenko-land', '健康ランド 楽天市場店', ['100938']],
  ['baby-no-mori', 'ベビー用品の森', ['100533']],
  ['shoes-street', 'シューズストリート', ['558885']],
  ['select-closet', 'セレクトクローゼット', ['100371', '551177', '216131']],
  ['watch-plaza', 'ウォッチプラザ', ['558929', '216131']],
  ['kitchen-kobo', 'キッチン工房 楽天市場店', ['558944']],
  ['okome-ya', '産地直送 お米屋さん', ['100227']],
  ['okashi-no-kura', 'お菓子の蔵', ['100227']],
]

const YAHOO_SHOPS: ShopEntry[] = [
  ['kaden-club', '家電クラブ Yahoo!店', ['2505', '2504']],
  ['pc-depot-y', 'PCデポ ヤフー店', ['2502', '2504']],
  ['cosme-square', 'コスメスクエア', ['2501']],
  ['health-plus', 'ヘルスプラス', ['2500']],
  ['baby-stage', 'ベビーステージ', ['2497']],
  ['fashion-mall', 'ファッションモール Yahoo!店', ['13457']],
  ['kitchen-style', 'キッチンスタイル', ['2507']],
  ['gourmet-yokocho', 'グルメ横丁', ['2498']],
  ['outdoor-base', 'アウトドアベース', ['2513', '2514']],
]

const AMAZON_SHOPS: ShopEntry[] = [
  ['AN1VRQENFRJN5', 'Amazon.co.jp', []],
  ['A1Z3KT7Q9BXW2M', '株式会社アークス', ['3210981', '2127209051']],
  ['A2P8RJ4HN6CV5D', 'ハピネスストア', ['160384011', '52374051', '344845011']],
  ['A3M9QF2LX8TZ7K', 'ベストバイ・ジャパン', ['3210981', '637394', '13299531']],
  ['A1H6WD3NR5YB4P', 'グリーンライフ', ['57239051', '3828871']],
]

const HARDOFF_STORES: readonly (readonly [string, string, string])[] = [
  ['100101', 'ハードオフ 八王子堀之内店', '東京都'],
  ['100214', 'ハードオフ 新潟紫竹山店', '新潟県'],
  ['100322', 'ハードオフ 町田中央通り店', '東京都'],
  ['100418', 'ハードオフ 名古屋大須店', '愛知県'],
  ['100527', 'ハードオフ 大阪日本橋店', '大阪府'],
  ['100633', 'ハードオフ 札幌清田店', '北海道'],
  ['100745', 'ハードオフ 福岡天神店', '福岡県'],
  ['100856', 'ハードオフ 仙台泉店', '宮城県'],
]

const AUCTION_STORES: ShopEntry[] = [
  ['camera-no-kitamura-y', 'カメラのマルヤマ ヤフオク!店', ['2084261685']],
  ['brand-revalue', 'ブランドリバリュー', ['23140', '23000']],
  ['game-kaitori', 'ゲーム買取センター', ['25464']],
  ['gakki-one', '楽器のワン', ['22152']],
]

/** Every seller of a market, in a stable order. */
export function sellersOf(market: BrowsableMarket): DemoSeller[] {
  switch (market) {
    case 'mercari':
    case 'paypay':
    case 'rakuma':
      return people(market, 40)
    case 'yahoo-auction':
      return [...people(market, 30), ...shops(market, AUCTION_STORES)]
    case 'rakuten':
      return shops(market, RAKUTEN_SHOPS)
    case 'yahoo':
      return shops(market, YAHOO_SHOPS)
    case 'amazon':
      return shops(market, AMAZON_SHOPS)
    case 'yodobashi':
      return shops(market, [['yodobashi', 'ヨドバシカメラ', []]])
    case 'hardoff':
      return shops(
        market,
        HARDOFF_STORES.map(([id, name]) => [id, name, []] as const),
      ).map((store, i) => ({
        ...store,
        prefecture: HARDOFF_STORES[i]?.[2] ?? PREFECTURES[0] ?? null,
      }))
    case 'nike':
      return shops(market, [['nike', 'NIKE', []]])
    case 'tonoike':
      return shops(market, [['tonoike', 'トノイケ', []]])
  }
}
