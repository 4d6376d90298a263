import { expect, test } from 'vitest'
import { fold } from '../catalog/index.ts'
import { KINDS } from '../markets/demo/kinds.ts'
import { FOOD_KINDS, NIKE_KINDS } from '../markets/demo/kinds-own.ts'
import { GLOSSARY, glossaryToJapanese } from './glossary.ts'

const TOPICS = ['cosmetics', 'health', 'baby', 'food', 'fashion', 'electronics', 'hobby']
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/
const ja = (query: string) => glossaryToJapanese(query).text

test('the glossary has 600 entries, 50 in each of the seven main topics', () => {
  expect(GLOSSARY.length).toBeGreaterThanOrEqual(600)
  for (const topic of TOPICS) {
    expect(GLOSSARY.filter((entry) => entry.topic === topic).length, topic).toBeGreaterThanOrEqual(
      50,
    )
  }
  const topics = new Set(GLOSSARY.map((entry) => entry.topic))
  expect([...topics].sort()).toEqual([...TOPICS, 'home'].sort())
})

test('every entry has a Japanese term and Vietnamese and English phrases', () => {
  for (const entry of GLOSSARY) {
    expect(entry.ja, entry.ja).toMatch(JAPANESE)
    expect(entry.ja.trim(), entry.ja).toBe(entry.ja)
    expect(entry.vi.length, entry.ja).toBeGreaterThanOrEqual(1)
    expect(entry.en.length, entry.ja).toBeGreaterThanOrEqual(1)
    for (const phrase of [...entry.vi, ...entry.en]) {
      expect(phrase, entry.ja).toBe(phrase.trim())
      expect(phrase, entry.ja).not.toMatch(JAPANESE)
      expect(phrase, entry.ja).not.toMatch(/\s{2}/)
    }
    // Vietnamese is written with its tone marks, once: no toneless copy of another phrase.
    const folded = entry.vi.map(fold)
    expect(new Set(folded).size, entry.ja).toBe(folded.length)
  }
  // Vietnamese is written with its tone marks (loanwords such as 'serum' have none).
  const toned = GLOSSARY.filter((entry) => entry.vi.some((phrase) => fold(phrase) !== phrase))
  expect(toned.length / GLOSSARY.length).toBeGreaterThan(0.8)
})

test('no folded phrase leads to two Japanese terms, and no Japanese term is in two entries', () => {
  const byPhrase = new Map<string, Set<string>>()
  for (const entry of GLOSSARY) {
    for (const phrase of [...entry.vi, ...entry.en]) {
      const terms = byPhrase.get(fold(phrase)) ?? new Set<string>()
      terms.add(entry.ja)
      byPhrase.set(fold(phrase), terms)
    }
  }
  const ambiguous = [...byPhrase].filter(([, terms]) => terms.size > 1)
  expect(ambiguous.map(([phrase, terms]) => `${phrase} → ${[...terms].join(', ')}`)).toEqual([])

  const seen = new Set<string>()
  const repeated = GLOSSARY.filter((entry) => seen.has(entry.ja) || !seen.add(entry.ja))
  expect(repeated.map((entry) => entry.ja)).toEqual([])
})

test('every phrase, searched alone, becomes its own entry’s Japanese', () => {
  const wrong = GLOSSARY.flatMap((entry) =>
    [...entry.vi, ...entry.en]
      .filter((phrase) => ja(phrase) !== entry.ja)
      .map((phrase) => `${phrase} → ${ja(phrase)}, not ${entry.ja}`),
  )
  expect(wrong).toEqual([])
})

test('sunscreen in Vietnamese, with or without tone marks, and in English', () => {
  for (const query of [
    'kem chống nắng',
    'kem chong nang',
    'KEM CHONG NANG',
    'Kem Chống Nắng',
    '  kem   chống nắng ',
    'sunscreen',
    'sunscreens',
    'Sunscreen',
  ]) {
    expect(ja(query), query).toBe('日焼け止め')
  }
  expect(glossaryToJapanese('kem chong nang')).toEqual({
    text: '日焼け止め',
    matched: [{ phrase: 'kem chong nang', ja: '日焼け止め' }],
  })
})

test('words the glossary does not know are kept as written', () => {
  expect(ja('kem chong nang anessa')).toBe('日焼け止め anessa')
  expect(glossaryToJapanese('Anessa sunscreen 60ml')).toEqual({
    text: 'Anessa 日焼け止め 60ml',
    matched: [{ phrase: 'sunscreen', ja: '日焼け止め' }],
  })
  expect(ja('Giày NIKE Air Max 90 nam')).toBe('シューズ NIKE Air Max 90 メンズ')
  expect(ja('tai nghe không dây SONY WF-1000XM5')).toBe('ワイヤレスイヤホン SONY WF-1000XM5')
  expect(ja('áo khoác, nữ')).toBe('ジャケット レディース')
})

test('a Japanese query, and one the glossary does not know, come back unchanged', () => {
  expect(glossaryToJapanese('日焼け止め アネッサ')).toEqual({
    text: '日焼け止め アネッサ',
    matched: [],
  })
  expect(glossaryToJapanese(' anessa kem chống nắng 日焼け止め')).toEqual({
    text: ' anessa kem chống nắng 日焼け止め',
    matched: [],
  })
  expect(glossaryToJapanese('  Xperia 1 V  ')).toEqual({ text: 'Xperia 1 V', matched: [] })
  expect(glossaryToJapanese('')).toEqual({ text: '', matched: [] })
})

test('the longest phrase wins over the shorter ones inside it', () => {
  // nước hoa is perfume and hồng is pink, but nước hoa hồng is toner.
  expect(ja('nước hoa')).toBe('香水')
  expect(ja('hồng')).toBe('ピンク')
  expect(ja('nước hoa hồng')).toBe('化粧水')
  // kem alone is cream.
  expect(ja('kem')).toBe('クリーム')
  expect(ja('kem dưỡng mắt')).toBe('アイクリーム')
  // váy is a dress, chân váy a skirt; mũ is a hat, mù tạt wasabi; phơ an effects pedal, phô mai cheese.
  expect(ja('váy')).toBe('ワンピース')
  expect(ja('chân váy midi')).toBe('スカート midi')
  // xếp ly is pleated, ly alone a glass.
  expect(ja('chân váy xếp ly')).toBe('プリーツスカート')
  expect(ja('ly')).toBe('コップ')
  expect(ja('mù tạt')).toBe('わさび')
  expect(ja('mũ')).toBe('帽子')
  expect(ja('phô mai')).toBe('チーズ')
  expect(ja('phơ guitar')).toBe('エフェクター')
  expect(ja('green tea powder')).toBe('抹茶')
  expect(ja('green tea')).toBe('緑茶')
  expect(ja('bim bim')).toBe('スナック菓子')
  expect(ja('sữa rửa mặt tạo bọt')).toBe('洗顔フォーム')
  expect(glossaryToJapanese('sữa bột cho bé').matched).toEqual([
    { phrase: 'sữa bột', ja: '粉ミルク' },
    { phrase: 'bé', ja: 'ベビー' },
  ])
})

test('English plurals find their singular', () => {
  expect(ja('dresses')).toBe('ワンピース')
  expect(ja('watches')).toBe('腕時計')
  expect(ja('running shoes')).toBe('ランニングシューズ')
  expect(ja('batteries')).toBe('電池')
  expect(ja('tote bags')).toBe('トートバッグ')
  // An entry written in the plural is found as it is (lens is not a plural of len).
  expect(ja('lens')).toBe('レンズ')
  expect(ja('glasses')).toBe('メガネ')
})

// Which demo kinds' nouns (noun.vi, noun.en) the glossary maps to the kind's Japanese noun.
const CHECKED: Record<string, readonly ('vi' | 'en')[]> = {
  // 'Áo nữ' is a top (áo → トップス) for women (nữ → レディース), not レディース alone.
  ladiesTops: ['en'],
  dresses: ['vi', 'en'],
  outerwear: ['vi', 'en'],
  tshirts: ['vi', 'en'],
  // 'Giày' is any shoe (シューズ, as Nike's lifestyle kind), not only スニーカー.
  sneakers: ['en'],
  // 'for women' is レディース (ladiesTops); 'giày nữ' is レディースシューズ.
  womenShoes: ['vi'],
  bags: ['vi', 'en'],
  watches: ['vi', 'en'],
  perfume: ['vi', 'en'],
  skincare: ['vi'],
  makeup: ['vi'],
  sunscreen: ['vi', 'en'],
  kidsClothes: ['vi', 'en'],
  babyGear: ['vi', 'en'],
  toys: ['vi', 'en'],
  // 'Truyện tranh' is 漫画; its English noun is empty.
  manga: ['vi'],
  figures: ['vi', 'en'],
  // 'Đồ anime' is アニメグッズ; 'goods' is グッズ.
  animeGoods: ['en'],
  cards: ['vi'],
  smartphones: ['vi', 'en'],
  cameras: ['vi', 'en'],
  lenses: ['vi', 'en'],
  filmCameras: ['vi', 'en'],
  headphones: ['vi', 'en'],
  laptops: ['vi', 'en'],
  tablets: ['vi', 'en'],
  golf: ['vi', 'en'],
  outdoor: ['vi', 'en'],
  riceCookers: ['vi', 'en'],
  hairDryers: ['vi', 'en'],
  vacuums: ['vi', 'en'],
  knives: ['vi', 'en'],
  cookware: ['vi', 'en'],
  tableware: ['vi', 'en'],
  supplements: ['vi', 'en'],
  protein: ['vi', 'en'],
  diapers: ['vi', 'en'],
  formula: ['vi', 'en'],
  babyCare: ['vi', 'en'],
  speakers: ['vi', 'en'],
  amplifiers: ['vi', 'en'],
  turntables: ['vi', 'en'],
  electricGuitars: ['vi', 'en'],
  acousticGuitars: ['vi', 'en'],
  basses: ['vi', 'en'],
  effects: ['vi', 'en'],
  keyboards: ['vi', 'en'],
  windInstruments: ['vi', 'en'],
  // 'coins' is コイン; old coins (古銭) are 'tiền cổ', 'old coin'.
  coins: ['vi'],
  ceramics: ['vi', 'en'],
  running: ['vi', 'en'],
  lifestyle: ['vi', 'en'],
  basketball: ['vi', 'en'],
  tops: ['vi', 'en'],
  bottoms: ['vi', 'en'],
  kidsShoes: ['vi', 'en'],
  gear: ['vi', 'en'],
  soySauce: ['vi', 'en'],
  miso: ['vi', 'en'],
  seasonings: ['vi', 'en'],
  noodles: ['vi', 'en'],
  crackers: ['vi', 'en'],
  sweets: ['vi', 'en'],
  candy: ['vi', 'en'],
  tea: ['vi', 'en'],
  softDrinks: ['vi', 'en'],
  rice: ['vi', 'en'],
  driedGoods: ['vi', 'en'],
  readyMeals: ['vi', 'en'],
}

// Kinds whose Japanese noun is not what their Vietnamese or English noun means on its own.
const LEFT_OUT: Record<string, string> = {
  consoles: '本体 is "the unit" after a model name; máy chơi game, console are ゲーム機',
  games: 'ソフト is "software" after a platform name; game is ゲーム',
  accessories: 'phụ kiện, accessory are アクセサリー (Nike gear); 周辺機器 is phụ kiện máy tính',
}

test('the demo kinds’ Vietnamese and English nouns find the kind’s Japanese noun', () => {
  const kinds = { ...KINDS, ...NIKE_KINDS, ...FOOD_KINDS }
  for (const id of Object.keys(kinds)) {
    expect(id in CHECKED || id in LEFT_OUT, `kind ${id} is neither checked nor left out`).toBe(true)
  }
  const wrong: string[] = []
  for (const [id, languages] of Object.entries(CHECKED)) {
    const noun = kinds[id as keyof typeof kinds]?.noun
    expect(noun, id).toBeDefined()
    for (const language of languages) {
      const said = noun?.[language] ?? ''
      expect(said, `${id}.${language}`).not.toBe('')
      if (ja(said) !== noun?.ja) wrong.push(`${id}: ${said} → ${ja(said)}, not ${noun?.ja}`)
    }
  }
  expect(wrong).toEqual([])
})

test('tone marks typed must be the phrase’s own; words typed without them match any', () => {
  // đèn (a lamp) and đen (black) fold alike; typed with its marks, a lamp is not black.
  expect(glossaryToJapanese('đen').text).toBe(glossaryToJapanese('den').text)
  expect(glossaryToJapanese('đèn').matched).toEqual([])
  expect(glossaryToJapanese('kem chống nắng').text).toBe('日焼け止め')
  expect(glossaryToJapanese('kem chống năng').text).not.toContain('日焼け止め')
})
