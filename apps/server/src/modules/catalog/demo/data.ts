import { type LabelMap, type OwnShop, SHOP_DESCRIPTIONS, SHOPS } from '@kaimono/contracts'
import type { ColorCode, Kind } from './texts.ts'

// The demo catalogue: what Japanese-goods shoppers in Vietnam buy. Brands are made up; names
// are written in Japanese as the shops write them, with Vietnamese and English translations.
// Each template says what kind of product it is (its description's advice and warnings follow
// from that), a sentence of its own, and how it comes: in capacities, pack sizes, shades,
// scents or flavours listed as separate products, or in sizes and colours the shopper chooses.

/** The suppliers table's rows: the registry's own shops. */
export const SUPPLIERS = SHOPS.flatMap((shop) =>
  shop.kind === 'own'
    ? [
        {
          id: shop.supplier_id,
          slug: shop.id,
          name: shop.name.en,
          description: SHOP_DESCRIPTIONS[shop.id],
        },
      ]
    : [],
)

export type Shape = 'bottle' | 'jar' | 'tube' | 'box' | 'pouch' | 'can' | 'bag' | 'garment' | 'pack'

/** A size the shopper can choose: its code and how it reads. */
export type SizeOption = { value: string; name: LabelMap }

export type Template = {
  name: LabelMap
  kind: Kind
  shape: Shape
  /** Price range in yen. */
  price: [number, number]
  weightG: number
  /** width, height, length in millimetres. */
  dims: [number, number, number]
  hsCode: string
  bannedAir?: boolean
  /** What this product is and why people buy it: the description's first paragraph. */
  pitch: LabelMap
  /** Highlights of this product, before those of its kind. */
  points?: LabelMap[]
  /** How to use it, when its kind's advice does not fit. */
  usage?: LabelMap
  /** A warning of its own, when its kind has none (a knife). */
  warning?: LabelMap
  ingredients?: LabelMap
  /** Textiles, shoes and bags: what it is made of. */
  material?: LabelMap
  // Listed as separate products, one each:
  capacity?: string[]
  /** Pack sizes (diapers by weight, towels, knives). */
  sizes?: string[]
  shades?: LabelMap[]
  scents?: LabelMap[]
  flavors?: LabelMap[]
  /** Chosen on the product page: one product, one cart line per choice. */
  options?: { size?: SizeOption[]; color?: ColorCode[] }
}

export type Leaf = {
  slug: string
  name: LabelMap
  supplier: OwnShop
  templates: Template[]
}

export type Brand = { ja: string; latin: string /** Where its goods are made. */; origin: string }

export type Root = {
  slug: string
  name: LabelMap
  /** Two colours of the category's image palette. */
  palette: [string, string]
  brands: Brand[]
  leaves: Leaf[]
}

const L = (vi: string, ja: string, en: string): LabelMap => ({ vi, ja, en })

export const ORIGINS = [
  { code: 'JP', name: L('Nhật Bản', '日本', 'Japan') },
  { code: 'KR', name: L('Hàn Quốc', '韓国', 'South Korea') },
  { code: 'TH', name: L('Thái Lan', 'タイ', 'Thailand') },
  { code: 'CN', name: L('Trung Quốc', '中国', 'China') },
  { code: 'FR', name: L('Pháp', 'フランス', 'France') },
] as const

export const TAGS = [
  { slug: 'made-in-japan', name: L('Sản xuất tại Nhật', '日本製', 'Made in Japan') },
  { slug: 'best-seller', name: L('Bán chạy', 'ベストセラー', 'Best seller') },
  { slug: 'new', name: L('Hàng mới', '新商品', 'New') },
  { slug: 'sensitive-skin', name: L('Da nhạy cảm', '敏感肌', 'Sensitive skin') },
  { slug: 'fragrance-free', name: L('Không hương liệu', '無香料', 'Fragrance free') },
  { slug: 'organic', name: L('Hữu cơ', 'オーガニック', 'Organic') },
  { slug: 'gift', name: L('Quà tặng', 'ギフト', 'Gift') },
  { slug: 'limited', name: L('Phiên bản giới hạn', '限定品', 'Limited edition') },
  { slug: 'family', name: L('Cho cả gia đình', '家族向け', 'For the family') },
] as const

export const UNSCENTED = L('không mùi', '無香料', 'unscented')
const SAKURA = L('hương hoa anh đào', 'さくらの香り', 'cherry blossom scent')
const YUZU = L('hương yuzu', 'ゆずの香り', 'yuzu scent')
const WHITE_TEA = L('hương trà trắng', 'ホワイトティーの香り', 'white tea scent')
const SOAP = L('hương xà phòng', 'せっけんの香り', 'clean soap scent')

const letters = (...values: string[]): SizeOption[] =>
  values.map((value) => ({ value, name: L(value, value, value) }))
/** Shoe sizes by foot length in half centimetres, `from` to `to` cm ('22.5' … '28.0'). */
const footLengths = (from: number, to: number): SizeOption[] =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => (from + i / 2).toFixed(1)).map((value) => ({
    value,
    name: L(`${value.replace('.', ',')} cm`, `${value}cm`, `${value} cm`),
  }))

export const CATALOGUE: Root[] = [
  {
    slug: 'skincare-cosmetics',
    name: L('Mỹ phẩm & chăm sóc da', 'スキンケア・コスメ', 'Skincare & cosmetics'),
    palette: ['#fde2e4', '#e2779b'],
    brands: [
      { ja: 'ハナミズ', latin: 'Hanamizu', origin: 'JP' },
      { ja: 'ユキグニ', latin: 'Yukiguni', origin: 'JP' },
      { ja: 'サクララボ', latin: 'Sakura Labo', origin: 'JP' },
      { ja: 'シロツバキ', latin: 'Shirotsubaki', origin: 'JP' },
      { ja: 'コメヌカ堂', latin: 'Komenukado', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'skincare',
        name: L('Chăm sóc da mặt', 'フェイスケア', 'Face care'),
        supplier: 'ikom',
        templates: [
          {
            name: L(
              'Nước hoa hồng dưỡng ẩm sâu',
              '極潤ヒアルロン化粧水',
              'Deep moisture hyaluronic lotion',
            ),
            kind: 'skincare',
            shape: 'bottle',
            price: [980, 2480],
            weightG: 240,
            dims: [60, 180, 60],
            capacity: ['170ml', '400ml'],
            hsCode: '3304.99',
            pitch: L(
              'Lotion hơi sánh với ba loại axit hyaluronic, thấm nhanh và giữ ẩm cho da căng mịn suốt cả ngày, kể cả trong phòng máy lạnh.',
              '3種のヒアルロン酸を配合した、とろみのある化粧水。すっとなじんで、エアコンの効いた部屋でも一日中うるおいが続きます。',
              'A slightly thick lotion with three kinds of hyaluronic acid that sinks in fast and keeps skin plump all day, even in air-conditioned rooms.',
            ),
            usage: L(
              'Sau khi rửa mặt, cho khoảng 2–3 lần nhấn ra lòng bàn tay hoặc bông tẩy trang, vỗ nhẹ lên toàn mặt đến khi thấm.',
              '洗顔後、500円硬貨大を手のひらかコットンにとり、顔全体にやさしくなじませてください。',
              'After cleansing, pour a coin-sized amount into your palm or onto a cotton pad and pat it over the face until absorbed.',
            ),
            ingredients: L(
              'Nước, glycerin, butylene glycol, natri hyaluronat, natri acetyl hyaluronat, chiết xuất cám gạo, phenoxyethanol',
              '水、グリセリン、BG、ヒアルロン酸Na、アセチルヒアルロン酸Na、コメヌカエキス、フェノキシエタノール',
              'Water, glycerin, butylene glycol, sodium hyaluronate, sodium acetylated hyaluronate, rice bran extract, phenoxyethanol',
            ),
          },
          {
            name: L('Sữa rửa mặt tạo bọt', '泡洗顔フォーム', 'Foaming face wash'),
            kind: 'skincare',
            shape: 'tube',
            price: [550, 1380],
            weightG: 150,
            dims: [50, 170, 35],
            capacity: ['120g', '150g'],
            hsCode: '3401.30',
            pitch: L(
              'Sữa rửa mặt tạo bọt dày và mịn, làm sạch bã nhờn và bụi bẩn mà không làm khô căng da sau khi rửa.',
              'もっちりとした濃密泡で、皮脂や汚れをすっきり落としながら、洗い上がりはつっぱりません。',
              'A face wash that whips into a thick, fine lather, lifting oil and grime without leaving skin tight.',
            ),
            usage: L(
              'Lấy một lượng bằng hạt đậu, tạo bọt với một chút nước ấm, massage nhẹ lên mặt rồi rửa sạch.',
              'パール粒大を手にとり、ぬるま湯で よく泡立てて顔をやさしく洗い、十分にすすいでください。',
              'Work a pea-sized amount into a lather with a little warm water, massage gently over the face and rinse well.',
            ),
            ingredients: L(
              'Nước, axit stearic, glycerin, kali hydroxit, axit myristic, bùn biển, chiết xuất lá trà',
              '水、ステアリン酸、グリセリン、水酸化K、ミリスチン酸、海泥、チャ葉エキス',
              'Water, stearic acid, glycerin, potassium hydroxide, myristic acid, marine mud, tea leaf extract',
            ),
          },
          {
            name: L(
              'Tinh chất dưỡng sáng vitamin C',
              '薬用美白ビタミンC美容液',
              'Medicated brightening vitamin C serum',
            ),
            kind: 'skincare',
            shape: 'bottle',
            price: [1800, 5800],
            weightG: 90,
            dims: [35, 110, 35],
            capacity: ['30ml', '50ml'],
            hsCode: '3304.99',
            pitch: L(
              'Serum chứa dẫn xuất vitamin C bền vững, giúp làm mờ thâm nám và đều màu da sau vài tuần dùng đều đặn.',
              '安定型ビタミンC誘導体を配合した薬用美容液。メラニンの生成を抑え、シミ・そばかすを防ぎます。',
              'A serum with a stable vitamin C derivative that fades dark spots and evens out skin tone over a few weeks of regular use.',
            ),
            usage: L(
              'Sáng và tối, sau nước hoa hồng, lấy 2–3 giọt thoa đều lên mặt, tập trung vào vùng có vết thâm.',
              '朝晩、化粧水のあとに2〜3滴を顔全体になじませ、気になる部分には重ねづけしてください。',
              'Morning and night after lotion, smooth 2–3 drops over the face, with a little extra on dark spots.',
            ),
            ingredients: L(
              'Ascorbyl glucoside, niacinamide, nước, glycerin, chiết xuất trà xanh, tocopherol',
              'アスコルビン酸2-グルコシド、ナイアシンアミド、水、濃グリセリン、緑茶エキス、トコフェロール',
              'Ascorbyl glucoside, niacinamide, water, glycerin, green tea extract, tocopherol',
            ),
          },
          {
            name: L('Kem dưỡng phục hồi ban đêm', 'ナイトリペアクリーム', 'Night repair cream'),
            kind: 'skincare',
            shape: 'jar',
            price: [1500, 6800],
            weightG: 120,
            dims: [60, 45, 60],
            capacity: ['40g', '80g'],
            hsCode: '3304.99',
            pitch: L(
              'Kem dưỡng đêm giàu ceramide và squalane, nuôi dưỡng hàng rào bảo vệ da trong lúc ngủ để sáng dậy da mềm và căng mịn.',
              'セラミドとスクワランをたっぷり配合したナイトクリーム。眠っている間にバリア機能を整え、翌朝ふっくらやわらかな肌へ。',
              'A rich night cream with ceramides and squalane that restores the skin barrier while you sleep, for soft, plump skin in the morning.',
            ),
            usage: L(
              'Buổi tối, bước cuối cùng của chu trình dưỡng da, lấy một lượng bằng hạt ngọc trai thoa đều lên mặt và cổ.',
              '夜のお手入れの最後に、パール粒大を顔と首にやさしくなじませてください。',
              'As the last step at night, smooth a pearl-sized amount over face and neck.',
            ),
            ingredients: L(
              'Nước, squalane, glycerin, ceramide NP, collagen thủy phân, bơ hạt mỡ',
              '水、スクワラン、グリセリン、セラミドNP、加水分解コラーゲン、シア脂',
              'Water, squalane, glycerin, ceramide NP, hydrolysed collagen, shea butter',
            ),
          },
          {
            name: L('Mặt nạ giấy dưỡng ẩm', '保湿シートマスク', 'Moisturising sheet mask'),
            kind: 'skincare',
            shape: 'pouch',
            price: [650, 1980],
            weightG: 300,
            dims: [150, 200, 30],
            capacity: ['7 miếng', '30 miếng'],
            hsCode: '3304.99',
            pitch: L(
              'Mặt nạ giấy cotton mỏng, ôm sát khuôn mặt, thấm đẫm tinh chất dưỡng ẩm; đắp 10 phút mỗi ngày cho da mềm và ẩm mượt.',
              '顔にぴったり密着する薄手のコットンシートに美容液をたっぷり含ませました。毎日10分で、しっとりやわらかな肌に。',
              'Thin cotton sheets soaked in moisturising essence that hug the face; ten minutes a day for soft, hydrated skin.',
            ),
            usage: L(
              'Sau khi rửa mặt, đắp mặt nạ lên mặt trong 5–10 phút, gỡ ra rồi vỗ nhẹ cho tinh chất còn lại thấm vào da. Không cần rửa lại.',
              '洗顔後、シートを顔に広げて5〜10分おき、はがした後は残った美容液をなじませてください。洗い流す必要はありません。',
              'After cleansing, lay the sheet on your face for 5–10 minutes, remove it and pat in what is left. No need to rinse.',
            ),
          },
        ],
      },
      {
        slug: 'makeup',
        name: L('Trang điểm', 'メイクアップ', 'Makeup'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Kem nền BB che khuyết điểm', 'カバーBBクリーム', 'Cover BB cream'),
            kind: 'makeup',
            shape: 'tube',
            price: [1100, 2800],
            weightG: 60,
            dims: [40, 130, 30],
            capacity: ['30g'],
            hsCode: '3304.99',
            shades: [
              L('tông sáng', 'ライト', 'light'),
              L('tông tự nhiên', 'ナチュラル', 'natural'),
            ],
            pitch: L(
              'Kem BB năm trong một: dưỡng ẩm, kem lót, che khuyết điểm, kem nền và chống nắng SPF35, cho lớp nền mỏng nhẹ mà vẫn che tốt.',
              '美容液・下地・コンシーラー・ファンデーション・日焼け止め(SPF35)の5役をひとつに。薄づきなのにしっかりカバーします。',
              'A five-in-one BB cream (moisturiser, primer, concealer, foundation and SPF35) for a light finish that still covers well.',
            ),
            usage: L(
              'Chấm kem lên trán, mũi, má và cằm rồi tán đều từ trong ra ngoài bằng tay hoặc mút.',
              '額・鼻・両ほお・あごにのせ、内側から外側へ指やスポンジでのばしてください。',
              'Dot on forehead, nose, cheeks and chin, then blend outwards with fingers or a sponge.',
            ),
          },
          {
            name: L('Son dưỡng có màu', '色付きリップクリーム', 'Tinted lip balm'),
            kind: 'makeup',
            shape: 'tube',
            price: [480, 1650],
            weightG: 20,
            dims: [20, 90, 20],
            hsCode: '3304.10',
            shades: [
              L('hồng đào', 'ピーチピンク', 'peach pink'),
              L('đỏ gạch', 'テラコッタ', 'terracotta'),
              L('cam san hô', 'コーラル', 'coral'),
            ],
            pitch: L(
              'Son dưỡng có màu nhẹ, giữ ẩm cho môi suốt nhiều giờ; dùng riêng cho vẻ tự nhiên hoặc làm lớp lót dưới son màu.',
              'ほんのり色づくリップクリーム。長時間うるおいが続き、単品でもリップの下地にも使えます。',
              'A sheer tinted balm that keeps lips moist for hours; wear it alone for a natural look or under lipstick.',
            ),
            usage: L(
              'Thoa trực tiếp lên môi bất cứ lúc nào môi khô.',
              '唇が乾燥したときに、直接塗ってください。',
              'Apply straight onto the lips whenever they feel dry.',
            ),
          },
          {
            name: L('Mascara chống trôi', 'ウォータープルーフマスカラ', 'Waterproof mascara'),
            kind: 'makeup',
            shape: 'tube',
            price: [990, 1980],
            weightG: 25,
            dims: [20, 130, 20],
            hsCode: '3304.20',
            shades: [L('đen', 'ブラック', 'black'), L('nâu', 'ブラウン', 'brown')],
            pitch: L(
              'Mascara chống nước, chống lem, giữ mi cong và dài cả ngày nóng ẩm; tẩy được bằng nước tẩy trang thông thường.',
              '汗・涙・皮脂に強いウォータープルーフ。高温多湿の日もカールが長く続き、通常のクレンジングで落とせます。',
              'A waterproof, smudge-proof mascara that holds curl and length through hot, humid days; removes with your usual cleanser.',
            ),
            usage: L(
              'Chải từ chân mi ra ngọn theo hình zíc zắc; chải thêm lớp thứ hai khi lớp đầu còn ướt.',
              'まつげの根元から毛先へ、ジグザグに動かしながら塗ってください。重ねづけは乾く前に。',
              'Zig-zag from root to tip; add a second coat before the first dries.',
            ),
          },
          {
            name: L('Phấn phủ kiềm dầu', '皮脂くずれ防止パウダー', 'Oil-control setting powder'),
            kind: 'makeup',
            shape: 'jar',
            price: [1200, 3300],
            weightG: 50,
            dims: [70, 25, 70],
            capacity: ['10g'],
            hsCode: '3304.91',
            pitch: L(
              'Phấn phủ dạng bột mịn trong suốt, hút dầu và giữ lớp trang điểm khô ráo đến cuối ngày.',
              '皮脂を吸着する透明感のあるルースパウダー。夕方までさらさらの仕上がりをキープします。',
              'A fine, translucent loose powder that soaks up oil and keeps makeup matte until evening.',
            ),
            usage: L(
              'Sau kem nền, dùng bông phấn hoặc cọ phủ một lớp mỏng, tập trung vào vùng chữ T.',
              'ファンデーションの後、パフかブラシで薄くのせ、Tゾーンは重ねてください。',
              'After foundation, press on a thin layer with a puff or brush, a little more on the T-zone.',
            ),
          },
        ],
      },
      {
        slug: 'sunscreen',
        name: L('Chống nắng', '日焼け止め', 'Sunscreen'),
        supplier: 'ikom',
        templates: [
          {
            name: L(
              'Gel chống nắng SPF50+ PA++++',
              'UVジェル SPF50+ PA++++',
              'UV gel SPF50+ PA++++',
            ),
            kind: 'sunscreen',
            shape: 'tube',
            price: [680, 1980],
            weightG: 110,
            dims: [45, 150, 35],
            capacity: ['70g', '90g'],
            hsCode: '3304.99',
            pitch: L(
              'Gel chống nắng mỏng nhẹ như nước, thấm ngay, không nhờn dính; chống nắng tối đa cho những ngày nắng gắt ở Việt Nam.',
              'みずみずしいジェルがすっとなじみ、べたつきません。最高値SPF50+・PA++++で強い日差しから肌を守ります。',
              'A water-light gel that absorbs instantly with no stickiness; the highest protection for strong tropical sun.',
            ),
          },
          {
            name: L('Xịt chống nắng toàn thân', 'UVスプレー 全身用', 'Full-body UV spray'),
            kind: 'sunscreen',
            shape: 'can',
            price: [780, 1480],
            weightG: 180,
            dims: [50, 170, 50],
            capacity: ['90g', '150g'],
            hsCode: '3304.99',
            bannedAir: true,
            pitch: L(
              'Xịt chống nắng dùng cho cả mặt, người và tóc, khô nhanh, tiện xịt lại khi ra ngoài. Bình xịt có gas nên chỉ gửi được bằng đường biển.',
              '顔・からだ・髪まで使えるスプレータイプ。すぐ乾いて、外出先での塗り直しにも便利です。(エアゾールのため船便のみ)',
              'A spray for face, body and hair that dries fast and makes reapplying easy. It is an aerosol, so it ships by sea only.',
            ),
            usage: L(
              'Lắc đều, xịt cách da khoảng 10 cm rồi tán đều bằng tay. Với mặt, xịt ra tay trước rồi thoa lên mặt.',
              'よく振ってから肌から約10cm離してスプレーし、手でなじませてください。顔には手にとってから塗ってください。',
              'Shake well, spray from about 10 cm and spread with your hand. For the face, spray into your hand first.',
            ),
            warning: L(
              'Bình chứa khí nén dễ cháy: không xịt gần lửa, không để nơi trên 40°C. Không xịt trực tiếp vào mặt. Để xa tầm tay trẻ em.',
              '高圧ガスを使用した可燃性の製品です。火気の近くで使用せず、40℃以上になる所に置かないでください。顔に直接スプレーしないでください。',
              'Flammable pressurised container: do not spray near a flame or keep above 40°C. Do not spray directly on the face. Keep out of the reach of children.',
            ),
          },
          {
            name: L(
              'Sữa chống nắng cho da nhạy cảm',
              '敏感肌用UVミルク',
              'UV milk for sensitive skin',
            ),
            kind: 'sunscreen',
            shape: 'bottle',
            price: [1280, 2980],
            weightG: 80,
            dims: [40, 120, 30],
            capacity: ['40ml', '60ml'],
            hsCode: '3304.99',
            pitch: L(
              'Sữa chống nắng không chứa chất hấp thụ tia UV hóa học, dịu nhẹ đến mức dùng được cho da nhạy cảm và trẻ em từ 1 tuổi.',
              '紫外線吸収剤不使用のノンケミカル処方。敏感肌や1歳からのお子さまにも使えるやさしさです。',
              'A mineral-only sun milk with no chemical UV filters, gentle enough for sensitive skin and children from one year.',
            ),
          },
        ],
      },
      {
        slug: 'hair-care',
        name: L('Chăm sóc tóc', 'ヘアケア', 'Hair care'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Dầu gội phục hồi', 'ダメージリペアシャンプー', 'Damage repair shampoo'),
            kind: 'haircare',
            shape: 'bottle',
            price: [680, 1780],
            weightG: 560,
            dims: [75, 220, 75],
            capacity: ['480ml'],
            hsCode: '3305.10',
            scents: [SAKURA, WHITE_TEA],
            pitch: L(
              'Dầu gội amino acid làm sạch dịu nhẹ, bổ sung keratin cho tóc hư tổn, giúp tóc bớt xơ rối ngay từ lần gội đầu tiên.',
              'アミノ酸系洗浄成分でやさしく洗い、ケラチンを補って傷んだ髪を補修。一度でまとまりを実感できます。',
              'An amino-acid shampoo that cleans gently and adds keratin to damaged hair, for less frizz from the first wash.',
            ),
            usage: L(
              'Làm ướt tóc, lấy lượng vừa đủ tạo bọt và massage da đầu, sau đó xả sạch.',
              '髪をぬらし、適量を泡立てて頭皮をマッサージするように洗い、よくすすいでください。',
              'Wet your hair, lather a little, massage into the scalp and rinse well.',
            ),
          },
          {
            name: L('Dầu xả dưỡng mượt', 'しっとりコンディショナー', 'Silky conditioner'),
            kind: 'haircare',
            shape: 'bottle',
            price: [680, 1780],
            weightG: 560,
            dims: [75, 220, 75],
            capacity: ['480ml'],
            hsCode: '3305.90',
            scents: [SAKURA, WHITE_TEA],
            pitch: L(
              'Dầu xả phủ đều từng sợi tóc, giúp tóc vào nếp, mềm mượt và dễ chải kể cả trong thời tiết ẩm.',
              '髪一本一本をコーティングし、湿気の多い日でもしっとりまとまる、指通りのよい髪に。',
              'A conditioner that coats every strand so hair stays smooth, soft and easy to comb, even on humid days.',
            ),
            usage: L(
              'Sau khi gội, vắt bớt nước, thoa đều từ giữa thân tóc đến ngọn, để 1–2 phút rồi xả sạch.',
              'シャンプーの後、水気をきって毛先を中心になじませ、1〜2分おいてからよくすすいでください。',
              'After shampooing, squeeze out the water, work it from mid-lengths to ends, leave 1–2 minutes and rinse.',
            ),
          },
          {
            name: L('Dầu dưỡng tóc tinh chất hoa trà', '椿ヘアオイル', 'Camellia hair oil'),
            kind: 'haircare',
            shape: 'bottle',
            price: [980, 2600],
            weightG: 120,
            dims: [40, 130, 40],
            capacity: ['60ml', '100ml'],
            hsCode: '3305.90',
            pitch: L(
              'Dầu dưỡng từ hạt hoa trà (tsubaki) Nhật Bản, giúp tóc bóng mượt, bảo vệ tóc khỏi nhiệt của máy sấy mà không gây bết.',
              '日本の椿種子油から生まれたヘアオイル。ドライヤーの熱から髪を守り、べたつかずにツヤのある髪へ。',
              'An oil from Japanese camellia (tsubaki) seeds that adds shine and protects against dryer heat without weighing hair down.',
            ),
            usage: L(
              'Lấy 1–2 giọt thoa lên phần ngọn tóc còn ẩm trước khi sấy, hoặc lên tóc khô để vào nếp.',
              'タオルドライ後の毛先に1〜2滴なじませてからドライヤーを。乾いた髪のスタイリングにも。',
              'Smooth 1–2 drops through damp ends before blow-drying, or through dry hair to tame it.',
            ),
            ingredients: L(
              'Dầu hạt hoa trà, squalane, tocopherol',
              'ツバキ種子油、スクワラン、トコフェロール',
              'Camellia seed oil, squalane, tocopherol',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'supplements-health',
    name: L('Thực phẩm chức năng & sức khỏe', 'サプリメント・健康', 'Supplements & health'),
    palette: ['#dcfce7', '#16a34a'],
    brands: [
      { ja: 'ゲンキ製薬', latin: 'Genki Seiyaku', origin: 'JP' },
      { ja: 'ミドリの森', latin: 'Midori no Mori', origin: 'JP' },
      { ja: 'ヤマト健康', latin: 'Yamato Kenko', origin: 'JP' },
      { ja: 'フジヘルス', latin: 'Fuji Health', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'supplements',
        name: L('Viên uống bổ sung', 'サプリメント', 'Supplements'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Viên uống collagen', 'コラーゲン粒', 'Collagen tablets'),
            kind: 'supplement',
            shape: 'pouch',
            price: [1280, 3980],
            weightG: 180,
            dims: [120, 180, 30],
            capacity: ['30 ngày', '90 ngày'],
            hsCode: '2106.90',
            pitch: L(
              'Collagen peptide từ da cá có phân tử nhỏ, kết hợp vitamin C và elastin, hỗ trợ làn da đàn hồi và khỏe từ bên trong.',
              '低分子フィッシュコラーゲンペプチドにビタミンCとエラスチンを組み合わせ、内側からハリのある毎日をサポートします。',
              'Low-molecular fish collagen peptide with vitamin C and elastin, to support firm, healthy skin from within.',
            ),
            usage: L(
              'Mỗi ngày uống 6 viên với nước, chia làm nhiều lần.',
              '1日6粒を目安に、数回に分けて水などでお召し上がりください。',
              'Take 6 tablets a day with water, spread over the day.',
            ),
            ingredients: L(
              'Collagen peptide cá, vitamin C, elastin peptide, cellulose, canxi stearat',
              'フィッシュコラーゲンペプチド、ビタミンC、エラスチンペプチド、セルロース、ステアリン酸Ca',
              'Fish collagen peptide, vitamin C, elastin peptide, cellulose, calcium stearate',
            ),
          },
          {
            name: L('Viên uống vitamin tổng hợp', 'マルチビタミン', 'Multivitamin'),
            kind: 'supplement',
            shape: 'jar',
            price: [880, 2480],
            weightG: 120,
            dims: [55, 95, 55],
            capacity: ['60 viên', '180 viên'],
            hsCode: '2106.90',
            pitch: L(
              '12 loại vitamin trong một viên nhỏ mỗi ngày, bổ sung những gì bữa ăn bận rộn còn thiếu.',
              '12種類のビタミンを1日1粒で。忙しい毎日の食事で不足しがちな栄養を補います。',
              'Twelve vitamins in one small daily tablet, for what a busy diet leaves out.',
            ),
            usage: L(
              'Mỗi ngày uống 1 viên với nước, sau bữa ăn.',
              '1日1粒を目安に、食後に水などでお召し上がりください。',
              'Take 1 tablet a day with water after a meal.',
            ),
            ingredients: L(
              'Vitamin C, niacin, vitamin E, axit pantothenic, vitamin B1, B2, B6, A, axit folic, biotin, vitamin D, B12',
              'ビタミンC、ナイアシン、ビタミンE、パントテン酸Ca、ビタミンB1・B2・B6・A、葉酸、ビオチン、ビタミンD・B12',
              'Vitamin C, niacin, vitamin E, pantothenic acid, vitamins B1, B2, B6 and A, folic acid, biotin, vitamins D and B12',
            ),
          },
          {
            name: L('Viên uống DHA EPA', 'DHA・EPA', 'DHA & EPA'),
            kind: 'supplement',
            shape: 'pouch',
            price: [1500, 4200],
            weightG: 150,
            dims: [120, 180, 25],
            capacity: ['30 ngày', '90 ngày'],
            hsCode: '2106.90',
            pitch: L(
              'Dầu cá tinh luyện giàu DHA và EPA trong viên nang mềm không tanh, cho người ít ăn cá.',
              '青魚由来の精製魚油からDHA・EPAを、においの少ないソフトカプセルに。魚を食べる機会が少ない方に。',
              'Refined fish oil rich in DHA and EPA in soft capsules with no fishy taste, for people who eat little fish.',
            ),
            usage: L(
              'Mỗi ngày uống 4 viên với nước.',
              '1日4粒を目安に、水などでお召し上がりください。',
              'Take 4 capsules a day with water.',
            ),
            ingredients: L(
              'Dầu cá tinh luyện (chứa DHA, EPA), gelatin, glycerin, vitamin E',
              '精製魚油(DHA・EPA含有)、ゼラチン、グリセリン、ビタミンE',
              'Refined fish oil (containing DHA and EPA), gelatin, glycerin, vitamin E',
            ),
          },
          {
            name: L('Viên uống nattokinase', 'ナットウキナーゼ', 'Nattokinase'),
            kind: 'supplement',
            shape: 'jar',
            price: [2400, 6800],
            weightG: 130,
            dims: [55, 95, 55],
            capacity: ['60 viên', '120 viên'],
            hsCode: '2106.90',
            pitch: L(
              'Enzyme nattokinase chiết xuất từ đậu nành lên men natto, được nhiều người lớn tuổi ở Nhật dùng hằng ngày.',
              '納豆から抽出した酵素ナットウキナーゼを配合。健康を気づかう年配の方に毎日愛用されています。',
              'Nattokinase, an enzyme from fermented natto soybeans, taken daily by many older people in Japan.',
            ),
            usage: L(
              'Mỗi ngày uống 2 viên với nước. Người đang dùng thuốc chống đông máu không nên dùng.',
              '1日2粒を目安に水などでお召し上がりください。抗凝血剤を服用中の方はお控えください。',
              'Take 2 capsules a day with water. Not for people on blood thinners.',
            ),
            ingredients: L(
              'Dịch chiết natto (chứa nattokinase), dầu ô liu, gelatin, sáp ong',
              '納豆菌培養エキス(ナットウキナーゼ含有)、オリーブ油、ゼラチン、ミツロウ',
              'Natto extract (containing nattokinase), olive oil, gelatin, beeswax',
            ),
          },
          {
            name: L('Bột rau xanh Aojiru', '青汁 粉末', 'Aojiru green juice powder'),
            kind: 'supplement',
            shape: 'box',
            price: [1200, 3600],
            weightG: 320,
            dims: [160, 110, 80],
            capacity: ['30 gói', '60 gói'],
            hsCode: '2106.90',
            flavors: [
              L('vị truyền thống', 'すっきり味', 'original'),
              L('vị matcha', '抹茶風味', 'matcha flavour'),
            ],
            pitch: L(
              'Bột lá lúa mạch non và cải kale trồng tại Kyushu, pha với nước hay sữa thành một ly rau xanh trong 10 giây.',
              '九州産の大麦若葉とケールを粉末に。水や牛乳に溶かすだけで、10秒で一杯の青汁が完成します。',
              'Young barley leaf and kale grown in Kyushu, powdered: stir into water or milk for a glass of greens in ten seconds.',
            ),
            usage: L(
              'Mỗi ngày 1–2 gói, pha với khoảng 100 ml nước hoặc sữa, khuấy đều rồi uống ngay.',
              '1日1〜2包を目安に、約100mlの水や牛乳によく溶かしてお早めにお召し上がりください。',
              'Stir 1–2 sachets a day into about 100 ml of water or milk and drink straight away.',
            ),
            ingredients: L(
              'Bột lá lúa mạch non, bột cải kale, dextrin, chiết xuất trà xanh',
              '大麦若葉末、ケール末、デキストリン、緑茶抽出物',
              'Young barley leaf powder, kale powder, dextrin, green tea extract',
            ),
          },
        ],
      },
      {
        slug: 'health-care',
        name: L('Chăm sóc sức khỏe', 'ヘルスケア', 'Health care'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Miếng dán giảm đau vai gáy', '温感シップ', 'Warming pain-relief patches'),
            kind: 'medicine',
            shape: 'pouch',
            price: [580, 1480],
            weightG: 160,
            dims: [140, 200, 20],
            capacity: ['20 miếng', '40 miếng'],
            hsCode: '3005.10',
            pitch: L(
              'Miếng dán nóng với chiết xuất ớt, làm ấm và xoa dịu vùng vai gáy, lưng mỏi sau một ngày ngồi máy tính.',
              'トウガラシエキス配合の温感シップ。デスクワークでこった肩や腰をじんわり温めてほぐします。',
              'Warming patches with capsicum extract that soothe stiff shoulders and back after a day at the desk.',
            ),
            usage: L(
              'Lau khô vùng da cần dán, bóc lớp phim và dán lên chỗ đau; mỗi miếng dùng tối đa 8 giờ, ngày không quá 2 lần.',
              '患部の汗や水分をふき取り、フィルムをはがして貼ってください。1回8時間まで、1日2回を限度とします。',
              'Dry the skin, peel off the film and apply to the sore spot; up to 8 hours a patch, at most twice a day.',
            ),
          },
          {
            name: L('Thuốc nhỏ mắt mát lạnh', 'クール目薬', 'Cooling eye drops'),
            kind: 'medicine',
            shape: 'bottle',
            price: [480, 1380],
            weightG: 40,
            dims: [30, 90, 20],
            capacity: ['12ml'],
            hsCode: '3004.90',
            pitch: L(
              'Thuốc nhỏ mắt mát lạnh giúp giảm mỏi mắt, khô mắt khi làm việc lâu với màn hình.',
              '爽快なクール感で、パソコンやスマホによる目の疲れ・乾きをやわらげます。',
              'Cooling drops that ease tired, dry eyes after long hours at a screen.',
            ),
            usage: L(
              'Mỗi lần nhỏ 1–2 giọt, ngày 5–6 lần. Không chạm đầu lọ vào mắt. Không dùng khi đang đeo kính áp tròng mềm.',
              '1回1〜2滴、1日5〜6回点眼してください。容器の先を目に触れさせないでください。ソフトコンタクトレンズ装着中は使用しないでください。',
              'One or two drops, 5–6 times a day. Do not touch the eye with the tip. Not with soft contact lenses in.',
            ),
          },
          {
            name: L('Khẩu trang 3 lớp', '不織布マスク', 'Three-layer face masks'),
            kind: 'hygiene',
            shape: 'box',
            price: [398, 980],
            weightG: 260,
            dims: [190, 100, 90],
            capacity: ['30 chiếc', '60 chiếc'],
            hsCode: '6307.90',
            pitch: L(
              'Khẩu trang vải không dệt ba lớp, ôm gọn khuôn mặt, dùng hằng ngày khi đi đường, đi làm hay vào mùa phấn hoa.',
              '顔にフィットする3層不織布マスク。通勤・通学や花粉の季節の毎日使いに。',
              'Three-layer non-woven masks that fit snugly, for commuting, work and pollen season.',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'mother-baby',
    name: L('Mẹ & bé', 'マタニティ・ベビー', 'Mother & baby'),
    palette: ['#e0f2fe', '#0284c7'],
    brands: [
      { ja: 'ヒヨコ', latin: 'Hiyoko', origin: 'JP' },
      { ja: 'ポカポカ', latin: 'Pokapoka', origin: 'JP' },
      { ja: 'すくすく堂', latin: 'Sukusukudo', origin: 'JP' },
      { ja: 'ミルキー', latin: 'Milky', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'diapers',
        name: L('Bỉm & tã', 'おむつ', 'Diapers'),
        supplier: 'awond',
        templates: [
          {
            name: L('Bỉm dán sơ sinh', 'テープ式おむつ 新生児', 'Newborn tape diapers'),
            kind: 'diaper',
            shape: 'bag',
            price: [1480, 2280],
            weightG: 2400,
            dims: [360, 260, 180],
            sizes: ['NB', 'S'],
            hsCode: '9619.00',
            pitch: L(
              'Bỉm dán cho bé sơ sinh với phần khoét rốn, mặt bỉm mềm như bông, thấm hút nhanh cả phân lỏng của bé.',
              'おへそを避けるカット付きの新生児用テープおむつ。ふんわりシートがゆるいうんちもすばやく吸収します。',
              'Tape diapers for newborns with a belly-button cut-out and a cotton-soft top sheet that quickly takes in runny stools.',
            ),
          },
          {
            name: L('Bỉm quần', 'パンツ式おむつ', 'Pull-up diaper pants'),
            kind: 'diaper',
            shape: 'bag',
            price: [1580, 2580],
            weightG: 2800,
            dims: [380, 280, 200],
            sizes: ['M', 'L', 'XL'],
            hsCode: '9619.00',
            pitch: L(
              'Bỉm quần co giãn cho bé đã biết bò và đi, mặc vào cởi ra nhanh, chống tràn hai bên đùi khi bé vận động nhiều.',
              'ハイハイ・あんよの時期に。のびのびウエストではかせやすく、よく動いても横モレしにくいパンツです。',
              'Stretchy pull-ups for crawlers and walkers: quick on and off, with leg guards against leaks when they move a lot.',
            ),
          },
          {
            name: L('Khăn ướt cho bé', 'おしりふき', 'Baby wipes'),
            kind: 'wipes',
            shape: 'pack',
            price: [398, 1280],
            weightG: 900,
            dims: [200, 120, 100],
            capacity: ['80 tờ x 3', '80 tờ x 8'],
            hsCode: '3401.19',
            pitch: L(
              'Khăn ướt dày, mềm, dùng lau mông khi thay bỉm hay lau tay miệng cho bé sau bữa ăn.',
              '厚手でやわらかいおしりふき。おむつ替えにも、食後の手口ふきにも使えます。',
              'Thick, soft wipes for nappy changes and for hands and mouth after meals.',
            ),
          },
        ],
      },
      {
        slug: 'baby-food',
        name: L('Sữa & đồ ăn dặm', 'ミルク・離乳食', 'Formula & baby food'),
        supplier: 'awond',
        templates: [
          {
            name: L('Sữa bột công thức số 0', '粉ミルク 0ヶ月から', 'Infant formula from 0 months'),
            kind: 'formula',
            shape: 'can',
            price: [2380, 3280],
            weightG: 1100,
            dims: [130, 180, 130],
            capacity: ['800g'],
            hsCode: '1901.10',
            pitch: L(
              'Sữa công thức cho trẻ từ 0 đến 12 tháng tuổi, thành phần gần với sữa mẹ, bổ sung DHA, lactoferrin và galacto-oligosaccharide.',
              '0ヶ月から1歳頃までの赤ちゃんに。母乳に近い組成をめざし、DHA・ラクトフェリン・ガラクトオリゴ糖を配合しました。',
              'Formula for babies from birth to 12 months, close to breast milk in make-up, with DHA, lactoferrin and galacto-oligosaccharides.',
            ),
            ingredients: L(
              'Lactose, dầu thực vật, whey protein cô đặc, sữa gầy, galacto-oligosaccharide, dầu cá (chứa DHA), lactoferrin, khoáng chất, vitamin',
              '乳糖、調整食用油脂、ホエイたんぱく質濃縮物、脱脂粉乳、ガラクトオリゴ糖、精製魚油(DHA含有)、ラクトフェリン、ミネラル類、ビタミン類',
              'Lactose, vegetable oils, whey protein concentrate, skimmed milk, galacto-oligosaccharides, fish oil (DHA), lactoferrin, minerals, vitamins',
            ),
          },
          {
            name: L('Sữa bột công thức số 9', 'フォローアップミルク', 'Follow-up formula'),
            kind: 'formula',
            shape: 'can',
            price: [1980, 2980],
            weightG: 1100,
            dims: [130, 180, 130],
            capacity: ['800g'],
            hsCode: '1901.10',
            pitch: L(
              'Sữa công thức cho trẻ từ 9 tháng đến 3 tuổi, bổ sung sắt và canxi mà bữa ăn dặm thường thiếu.',
              '9ヶ月頃から3歳頃までに。離乳食だけでは不足しがちな鉄とカルシウムを補います。',
              'Follow-up formula for 9 months to 3 years, with the iron and calcium that weaning food often lacks.',
            ),
            ingredients: L(
              'Sữa gầy, lactose, dầu thực vật, whey protein cô đặc, canxi cacbonat, sắt pyrophosphat, vitamin',
              '脱脂粉乳、乳糖、調整食用油脂、ホエイたんぱく質濃縮物、炭酸Ca、ピロリン酸鉄、ビタミン類',
              'Skimmed milk, lactose, vegetable oils, whey protein concentrate, calcium carbonate, iron pyrophosphate, vitamins',
            ),
          },
          {
            name: L('Cháo ăn dặm ăn liền', 'ベビーフード おかゆ', 'Ready-to-eat baby porridge'),
            kind: 'baby-food',
            shape: 'pouch',
            price: [198, 680],
            weightG: 120,
            dims: [130, 170, 20],
            capacity: ['7 tháng', '9 tháng'],
            hsCode: '2104.20',
            pitch: L(
              'Cháo gạo Nhật nấu cùng rau củ và cá, độ mềm theo từng giai đoạn ăn dặm, nêm nhạt theo khẩu vị của bé.',
              '国産米のおかゆに野菜と魚を合わせ、月齢に合わせたかたさに。赤ちゃん向けのうす味です。',
              'Japanese rice porridge cooked with vegetables and fish, as soft as each weaning stage needs and lightly seasoned for babies.',
            ),
            ingredients: L(
              'Gạo, cà rốt, bí đỏ, cá tuyết, nước dùng rong biển kombu',
              '米、にんじん、かぼちゃ、たら、昆布だし',
              'Rice, carrot, pumpkin, cod, kombu stock',
            ),
          },
        ],
      },
      {
        slug: 'baby-care',
        name: L('Chăm sóc bé', 'ベビーケア', 'Baby care'),
        supplier: 'awond',
        templates: [
          {
            name: L('Sữa tắm gội cho bé', 'ベビー全身シャンプー', 'Baby head-to-toe wash'),
            kind: 'baby-care',
            shape: 'bottle',
            price: [680, 1480],
            weightG: 450,
            dims: [70, 200, 70],
            capacity: ['400ml'],
            hsCode: '3401.30',
            pitch: L(
              'Sữa tắm gội toàn thân dạng bọt sẵn, một tay bế bé một tay vẫn tắm được; không cay mắt.',
              'ポンプを押すだけで泡が出る全身シャンプー。赤ちゃんを抱いたまま片手で洗え、目にしみにくい処方です。',
              'A foaming head-to-toe wash you can pump with one hand while holding your baby; tear-free.',
            ),
            usage: L(
              'Nhấn bơm lấy bọt, xoa nhẹ lên tóc và người bé rồi tắm sạch lại bằng nước ấm.',
              '泡を手にとり、髪とからだをやさしく洗って、ぬるま湯でよくすすいでください。',
              'Pump the foam into your hand, wash hair and body gently and rinse well with warm water.',
            ),
          },
          {
            name: L('Bình sữa nhựa PPSU', 'PPSU哺乳びん', 'PPSU feeding bottle'),
            kind: 'feeding',
            shape: 'bottle',
            price: [1280, 2680],
            weightG: 150,
            dims: [70, 180, 70],
            capacity: ['160ml', '240ml'],
            hsCode: '3924.10',
            pitch: L(
              'Bình sữa cổ rộng bằng nhựa PPSU nhẹ và bền, núm ti silicone mô phỏng ti mẹ giúp bé dễ bú.',
              '軽くて丈夫なPPSU製の広口哺乳びん。母乳実感に近いシリコーン乳首で、赤ちゃんが飲みやすい設計です。',
              'A light, tough wide-neck PPSU bottle with a silicone teat shaped like the breast, easy for babies to feed from.',
            ),
          },
          {
            name: L('Kem chống hăm', 'おむつかぶれクリーム', 'Diaper rash cream'),
            kind: 'baby-care',
            shape: 'tube',
            price: [580, 1280],
            weightG: 60,
            dims: [35, 120, 30],
            capacity: ['30g'],
            hsCode: '3304.99',
            pitch: L(
              'Kem chống hăm với kẽm oxit tạo lớp màng bảo vệ da mông của bé khỏi ẩm ướt và cọ xát.',
              '酸化亜鉛が膜をつくり、赤ちゃんのおしりをムレやこすれから守ります。',
              'A zinc-oxide cream that forms a barrier to keep your baby’s bottom safe from wetness and rubbing.',
            ),
            usage: L(
              'Mỗi lần thay bỉm, lau sạch và để da khô rồi thoa một lớp mỏng lên vùng da bị đỏ.',
              'おむつ替えのたびに、おしりを清潔にして乾かしてから、赤くなった部分に薄く塗ってください。',
              'At each change, clean and dry the skin, then apply a thin layer to red areas.',
            ),
            ingredients: L(
              'Kẽm oxit, vaseline, dầu hướng dương, sáp ong',
              '酸化亜鉛、ワセリン、ヒマワリ種子油、ミツロウ',
              'Zinc oxide, petrolatum, sunflower seed oil, beeswax',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'food-drink',
    name: L('Thực phẩm & đồ uống', '食品・飲料', 'Food & drink'),
    palette: ['#fef3c7', '#d97706'],
    brands: [
      { ja: 'まるやま製菓', latin: 'Maruyama Seika', origin: 'JP' },
      { ja: '宇治茶園', latin: 'Uji Chaen', origin: 'JP' },
      { ja: 'ほっかい堂', latin: 'Hokkaido', origin: 'JP' },
      { ja: 'こめどころ', latin: 'Komedokoro', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'snacks',
        name: L('Bánh kẹo', 'お菓子', 'Snacks & sweets'),
        supplier: 'awond',
        templates: [
          {
            name: L('Bánh quy bơ Hokkaido', '北海道バタークッキー', 'Hokkaido butter cookies'),
            kind: 'snack',
            shape: 'box',
            price: [680, 2480],
            weightG: 400,
            dims: [220, 60, 160],
            capacity: ['12 cái', '24 cái'],
            hsCode: '1905.31',
            pitch: L(
              'Bánh quy nướng với bơ sữa Hokkaido, giòn tan và thơm mùi bơ, món quà Nhật được ưa chuộng.',
              '北海道産バターをたっぷり使い、さくっと焼き上げたクッキー。バターの香りが広がる定番のお土産です。',
              'Cookies baked with Hokkaido butter, crisp and buttery: a favourite Japanese gift.',
            ),
            ingredients: L(
              'Bột mì, bơ (sản xuất tại Hokkaido), đường, trứng, sữa bột. Có chứa lúa mì, sữa, trứng.',
              '小麦粉、バター(北海道産)、砂糖、卵、全粉乳(一部に小麦・乳成分・卵を含む)',
              'Wheat flour, butter (from Hokkaido), sugar, egg, whole milk powder. Contains wheat, milk and egg.',
            ),
          },
          {
            name: L('Kẹo dẻo trái cây', 'フルーツグミ', 'Fruit gummies'),
            kind: 'snack',
            shape: 'pouch',
            price: [198, 580],
            weightG: 120,
            dims: [130, 180, 30],
            hsCode: '1704.90',
            flavors: [
              L('vị nho', 'ぶどう味', 'grape flavour'),
              L('vị đào', 'もも味', 'peach flavour'),
              L('vị nho xanh', 'マスカット味', 'muscat flavour'),
            ],
            pitch: L(
              'Kẹo dẻo dai với 10% nước ép trái cây thật, hương vị đậm đà, đóng túi zip tiện mang theo.',
              '果汁10%の弾力のある食感のグミ。果実の味がしっかり楽しめ、持ち歩きに便利なチャック付き袋です。',
              'Chewy gummies with 10% real fruit juice and a bold taste, in a resealable bag to take along.',
            ),
            ingredients: L(
              'Đường, siro glucose, nước ép trái cây cô đặc, gelatin, axit citric, hương liệu',
              '砂糖、水あめ、濃縮果汁、ゼラチン、酸味料、香料',
              'Sugar, glucose syrup, fruit juice concentrate, gelatin, citric acid, flavouring',
            ),
          },
          {
            name: L('Socola matcha', '抹茶チョコレート', 'Matcha chocolate'),
            kind: 'snack',
            shape: 'box',
            price: [480, 1680],
            weightG: 150,
            dims: [150, 30, 100],
            capacity: ['12 viên', '24 viên'],
            hsCode: '1806.90',
            pitch: L(
              'Socola trắng hòa cùng bột matcha Uji, vị đắng nhẹ của trà quyện với vị ngọt béo, tan ngay trong miệng.',
              '宇治抹茶を練り込んだホワイトチョコレート。お茶のほろ苦さとまろやかな甘さが口の中でとろけます。',
              'White chocolate blended with Uji matcha: the tea’s gentle bitterness and a creamy sweetness that melts in the mouth.',
            ),
            ingredients: L(
              'Đường, bơ cacao, sữa bột, bột matcha Uji, lecithin đậu nành. Có chứa sữa, đậu nành.',
              '砂糖、ココアバター、全粉乳、宇治抹茶、乳化剤(大豆由来)(一部に乳成分・大豆を含む)',
              'Sugar, cocoa butter, milk powder, Uji matcha, soy lecithin. Contains milk and soy.',
            ),
          },
          {
            name: L('Bánh gạo senbei', 'せんべい', 'Senbei rice crackers'),
            kind: 'snack',
            shape: 'bag',
            price: [298, 880],
            weightG: 250,
            dims: [200, 300, 60],
            hsCode: '1905.90',
            flavors: [
              L('vị nước tương', 'しょうゆ味', 'soy sauce flavour'),
              L('vị rong biển', 'のり味', 'seaweed flavour'),
            ],
            pitch: L(
              'Bánh gạo nướng từ gạo tẻ Nhật, giòn rụm, đóng gói từng cặp để giữ độ giòn.',
              '国産うるち米を香ばしく焼き上げた、ばりっと歯ごたえのあるおせんべい。2枚ずつの個包装です。',
              'Crackers baked from Japanese rice, crunchy and toasty, packed in pairs to stay crisp.',
            ),
            ingredients: L(
              'Gạo tẻ (Nhật Bản), nước tương, đường, rong biển. Có chứa lúa mì, đậu nành.',
              'うるち米(国産)、しょうゆ、砂糖、のり(一部に小麦・大豆を含む)',
              'Rice (Japan), soy sauce, sugar, seaweed. Contains wheat and soy.',
            ),
          },
        ],
      },
      {
        slug: 'tea-coffee',
        name: L('Trà & cà phê', 'お茶・コーヒー', 'Tea & coffee'),
        supplier: 'awond',
        templates: [
          {
            name: L('Bột trà xanh matcha Uji', '宇治抹茶パウダー', 'Uji matcha powder'),
            kind: 'tea',
            shape: 'can',
            price: [980, 4800],
            weightG: 120,
            dims: [75, 90, 75],
            capacity: ['40g', '100g'],
            hsCode: '0902.10',
            pitch: L(
              'Matcha xay bằng cối đá từ lá trà vùng Uji, Kyoto, màu xanh tươi và vị umami đậm; pha trà, làm latte hay bánh đều ngon.',
              '京都・宇治の茶葉を石臼で挽いた抹茶。鮮やかな緑とうま味があり、お点前にもラテやお菓子作りにも。',
              'Stone-ground matcha from Uji, Kyoto, bright green and full of umami: for tea, lattes or baking.',
            ),
            usage: L(
              'Rây 2 g bột vào bát, thêm 70 ml nước khoảng 80°C và đánh nhanh theo hình chữ M đến khi nổi bọt mịn.',
              '抹茶2gを茶こしでふるって茶碗に入れ、約80℃のお湯70mlを注ぎ、茶筅でMの字を描くように泡立ててください。',
              'Sift 2 g into a bowl, add 70 ml of water at about 80°C and whisk briskly in an M shape until frothy.',
            ),
            ingredients: L('Trà xanh (Uji, Kyoto)', '緑茶(京都府宇治産)', 'Green tea (Uji, Kyoto)'),
          },
          {
            name: L('Trà gạo rang genmaicha', '玄米茶 ティーバッグ', 'Genmaicha tea bags'),
            kind: 'tea',
            shape: 'pack',
            price: [398, 980],
            weightG: 200,
            dims: [150, 200, 60],
            capacity: ['50 túi'],
            hsCode: '0902.10',
            pitch: L(
              'Trà xanh trộn gạo lứt rang thơm như bỏng gạo, vị dịu và ít caffeine, hợp uống sau bữa ăn.',
              '香ばしく炒った玄米と緑茶を合わせた玄米茶。まろやかでカフェインが少なく、食後の一杯に。',
              'Green tea with toasted brown rice that smells like popcorn; mellow, low in caffeine, good after meals.',
            ),
            usage: L(
              'Cho 1 túi trà vào cốc, rót 150 ml nước sôi và chờ khoảng 1 phút. Uống lạnh: ngâm 2 túi trong 1 lít nước lạnh 2 giờ.',
              'ティーバッグ1袋に熱湯150mlを注ぎ、約1分待ってください。水出しは1Lの水に2袋で2時間。',
              'One bag in 150 ml of boiling water for about a minute. Iced: two bags in a litre of cold water for two hours.',
            ),
            ingredients: L(
              'Trà xanh (Nhật Bản), gạo lứt rang (Nhật Bản)',
              '緑茶(国産)、玄米(国産)',
              'Green tea (Japan), roasted brown rice (Japan)',
            ),
          },
          {
            name: L('Cà phê túi lọc drip', 'ドリップコーヒー', 'Drip-bag coffee'),
            kind: 'coffee',
            shape: 'box',
            price: [680, 1980],
            weightG: 300,
            dims: [180, 120, 90],
            capacity: ['20 túi', '50 túi'],
            hsCode: '0901.21',
            flavors: [
              L('rang đậm', '深煎り', 'dark roast'),
              L('rang vừa', '中煎り', 'medium roast'),
            ],
            pitch: L(
              'Cà phê Arabica rang tại Nhật, xay sẵn trong túi lọc treo: một ly cà phê thơm như pha phin trong 2 phút, không cần dụng cụ.',
              '国内で焙煎したアラビカ種100%。カップにかけるだけで、道具いらずの本格ドリップが2分で楽しめます。',
              '100% Arabica roasted in Japan in hang-on drip bags: a proper pour-over in two minutes, no equipment needed.',
            ),
            ingredients: L(
              'Cà phê Arabica rang xay',
              'コーヒー豆(アラビカ種)',
              'Ground Arabica coffee',
            ),
          },
        ],
      },
      {
        slug: 'seasonings',
        name: L('Gia vị', '調味料', 'Seasonings'),
        supplier: 'awond',
        templates: [
          {
            name: L('Nước tương hảo hạng', '特選しょうゆ', 'Premium soy sauce'),
            kind: 'seasoning',
            shape: 'bottle',
            price: [380, 1280],
            weightG: 600,
            dims: [70, 230, 70],
            capacity: ['500ml', '1L'],
            hsCode: '2103.10',
            pitch: L(
              'Nước tương ủ tự nhiên hơn một năm trong thùng gỗ, vị mặn dịu và hậu ngọt; chấm sashimi, kho cá hay nêm canh đều hợp.',
              '木桶で1年以上じっくり熟成させた特選しょうゆ。まろやかな塩味とうま味で、お刺身にも煮物にも。',
              'Soy sauce brewed naturally for over a year in wooden casks, mellow and rich: for sashimi, braises and soups.',
            ),
            usage: L(
              'Dùng để chấm, ướp hoặc nêm món ăn như nước tương thông thường.',
              'つけ・かけ・煮物など、普段のしょうゆと同じようにお使いください。',
              'Use for dipping, marinating and seasoning, as you would any soy sauce.',
            ),
            ingredients: L(
              'Đậu nành, lúa mì, muối. Có chứa đậu nành, lúa mì.',
              '大豆、小麦、食塩(一部に小麦・大豆を含む)',
              'Soybeans, wheat, salt. Contains soy and wheat.',
            ),
          },
          {
            name: L('Hạt nêm dashi cá ngừ', 'かつおだしの素', 'Bonito dashi stock'),
            kind: 'seasoning',
            shape: 'pouch',
            price: [298, 980],
            weightG: 250,
            dims: [130, 180, 40],
            capacity: ['8g x 10 gói', '8g x 30 gói'],
            hsCode: '2104.10',
            pitch: L(
              'Nước dùng dashi từ cá ngừ bào katsuobushi và rong biển kombu, đóng gói nhỏ; nấu súp miso, mì udon chỉ trong vài phút.',
              'かつお節と昆布でとった本格だしを小分けパックに。みそ汁やうどんのおつゆが数分でできます。',
              'Dashi from bonito flakes and kombu in small packs: miso soup or udon broth in minutes.',
            ),
            usage: L(
              'Cho 1 gói vào 400 ml nước, đun sôi 2–3 phút rồi bỏ gói ra.',
              '水400mlに1袋を入れて火にかけ、沸騰後2〜3分煮出してから取り出してください。',
              'Put one pack in 400 ml of water, boil for 2–3 minutes and take it out.',
            ),
            ingredients: L(
              'Cá ngừ bào (katsuobushi), rong biển kombu, muối, đường',
              'かつおぶし、昆布、食塩、砂糖',
              'Bonito flakes (katsuobushi), kombu, salt, sugar',
            ),
          },
          {
            name: L('Tương miso trắng', '白みそ', 'White miso'),
            kind: 'seasoning',
            shape: 'jar',
            price: [398, 980],
            weightG: 800,
            dims: [110, 90, 110],
            capacity: ['750g'],
            hsCode: '2103.90',
            pitch: L(
              'Miso trắng ủ ngắn ngày nhiều gạo koji, vị ngọt dịu và ít mặn; làm súp miso, sốt trộn hay ướp cá nướng.',
              '米こうじをたっぷり使った短期熟成の白みそ。甘みがあり塩分控えめで、みそ汁や和え物、西京焼きに。',
              'A short-aged white miso rich in rice koji, sweet and mild in salt: for miso soup, dressings and grilled fish.',
            ),
            usage: L(
              'Súp miso: khoảng 1 thìa canh miso cho 150 ml nước dùng; tắt bếp rồi mới hòa miso để giữ hương thơm.',
              'みそ汁1杯(150ml)に大さじ1杯が目安です。香りを生かすため、火を止めてから溶き入れてください。',
              'Miso soup: about a tablespoon per 150 ml of stock; stir it in off the heat to keep the aroma.',
            ),
            ingredients: L(
              'Gạo, đậu nành, muối. Có chứa đậu nành.',
              '米、大豆、食塩(一部に大豆を含む)',
              'Rice, soybeans, salt. Contains soy.',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'household',
    name: L('Đồ gia dụng', '日用品', 'Household'),
    palette: ['#ede9fe', '#7c3aed'],
    brands: [
      { ja: 'キレイ家', latin: 'Kireiya', origin: 'JP' },
      { ja: 'シンプル生活', latin: 'Simple Seikatsu', origin: 'JP' },
      { ja: 'ツクモ', latin: 'Tsukumo', origin: 'JP' },
      { ja: 'アワアワ', latin: 'Awaawa', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'kitchen',
        name: L('Đồ dùng nhà bếp', 'キッチン用品', 'Kitchen'),
        supplier: 'ikom',
        templates: [
          {
            name: L(
              'Dao bếp santoku thép không gỉ',
              'ステンレス三徳包丁',
              'Stainless santoku knife',
            ),
            kind: 'kitchenware',
            shape: 'box',
            price: [1980, 8800],
            weightG: 320,
            dims: [330, 30, 60],
            sizes: ['165mm', '180mm'],
            hsCode: '8211.91',
            pitch: L(
              'Dao santoku đa năng rèn từ thép không gỉ molybdenum vanadium, sắc bén lâu, thái thịt, cá và rau đều gọn.',
              'モリブデンバナジウム鋼の万能三徳包丁。切れ味が長持ちし、肉・魚・野菜をこれ一本で。',
              'An all-purpose santoku in molybdenum-vanadium stainless steel that stays sharp for meat, fish and vegetables.',
            ),
            usage: L(
              'Rửa bằng tay và lau khô ngay sau khi dùng; không dùng máy rửa bát. Mài lại bằng đá mài khi thấy cùn.',
              '使用後は手洗いしてすぐに水気をふき取ってください。食器洗い乾燥機は使えません。切れ味が落ちたら砥石で研いでください。',
              'Hand-wash and dry straight after use; not for the dishwasher. Sharpen on a whetstone when it dulls.',
            ),
            material: L(
              'Lưỡi: thép không gỉ molybdenum vanadium; cán: gỗ ép',
              '刃:モリブデンバナジウム鋼、柄:積層強化木',
              'Blade: molybdenum-vanadium stainless steel; handle: laminated wood',
            ),
            warning: L(
              'Dao rất sắc: cất nơi an toàn, để xa tầm tay trẻ em.',
              '刃物ですので取り扱いに注意し、お子さまの手の届かない所に保管してください。',
              'Very sharp: store safely, out of the reach of children.',
            ),
          },
          {
            name: L('Bộ hộp đựng thực phẩm', '保存容器セット', 'Food storage containers'),
            kind: 'kitchenware',
            shape: 'box',
            price: [680, 1980],
            weightG: 500,
            dims: [200, 120, 200],
            capacity: ['3 hộp', '5 hộp'],
            hsCode: '3924.10',
            pitch: L(
              'Hộp nhựa kín hơi xếp chồng gọn trong tủ lạnh, dùng được trong lò vi sóng và máy rửa bát.',
              '冷蔵庫にすっきり重ねられる密閉保存容器。電子レンジ・食器洗い乾燥機に対応しています。',
              'Airtight containers that stack neatly in the fridge; microwave and dishwasher safe.',
            ),
            usage: L(
              'Khi hâm bằng lò vi sóng, mở nắp hoặc mở van thoát hơi; không dùng trong lò nướng.',
              '電子レンジで温めるときはフタを外すか、弁を開けてください。オーブンでは使用できません。',
              'Take the lid off or open the vent when microwaving; not for the oven.',
            ),
            material: L(
              'Nhựa polypropylene không chứa BPA',
              'ポリプロピレン(BPAフリー)',
              'BPA-free polypropylene',
            ),
          },
          {
            name: L('Nước rửa chén đậm đặc', '濃縮食器用洗剤', 'Concentrated dish soap'),
            kind: 'detergent',
            shape: 'bottle',
            price: [198, 680],
            weightG: 300,
            dims: [60, 200, 60],
            capacity: ['240ml', '600ml'],
            hsCode: '3402.50',
            pitch: L(
              'Nước rửa chén đậm đặc, một giọt rửa được cả chồng bát; đánh bay dầu mỡ kể cả với nước lạnh.',
              '一滴でたくさんのお皿が洗える濃縮タイプ。冷たい水でも油汚れをすっきり落とします。',
              'Concentrated dish soap: one drop for a stack of plates, cutting through grease even in cold water.',
            ),
            usage: L(
              'Cho vài giọt lên miếng rửa đã làm ướt, tạo bọt rồi rửa; xả lại bằng nước sạch.',
              'ぬらしたスポンジに数滴とり、よく泡立てて洗い、水ですすいでください。',
              'Put a few drops on a wet sponge, work up a lather, wash and rinse.',
            ),
          },
        ],
      },
      {
        slug: 'cleaning',
        name: L('Vệ sinh nhà cửa', '掃除用品', 'Cleaning'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Bột giặt siêu sạch', '粉末洗剤', 'Ultra-clean laundry powder'),
            kind: 'detergent',
            shape: 'box',
            price: [398, 1280],
            weightG: 1000,
            dims: [200, 220, 100],
            capacity: ['900g'],
            hsCode: '3402.50',
            scents: [SOAP, UNSCENTED],
            pitch: L(
              'Bột giặt có enzyme, đánh bay vết cổ áo, vết mồ hôi và mùi ẩm khi phơi trong nhà.',
              '酵素配合の粉末洗剤。えり・そで汚れや汗じみ、部屋干しのにおいまでしっかり落とします。',
              'An enzyme powder that lifts collar grime, sweat stains and the musty smell of drying indoors.',
            ),
            usage: L(
              'Dùng 1 muỗng (có sẵn trong hộp) cho 30 lít nước; với vết bẩn nặng, ngâm trước 30 phút.',
              '水30Lに付属スプーン1杯が目安です。ひどい汚れは30分ほどつけおきしてください。',
              'One scoop (inside) per 30 litres of water; soak heavy stains for 30 minutes first.',
            ),
          },
          {
            name: L(
              'Nước giặt xả hương thơm',
              '柔軟剤入り液体洗剤',
              'Liquid detergent with softener',
            ),
            kind: 'detergent',
            shape: 'pouch',
            price: [398, 1080],
            weightG: 1200,
            dims: [180, 280, 70],
            capacity: ['1kg', '2kg'],
            hsCode: '3402.50',
            pitch: L(
              'Nước giặt có sẵn nước xả, quần áo sạch, mềm và thơm nhẹ chỉ trong một lần giặt. Túi refill tiết kiệm, ít rác nhựa.',
              '柔軟剤入りで、洗うだけで汚れを落としふんわりやさしい香りに。詰め替えパウチでプラスチックごみも減らせます。',
              'Detergent and softener in one: clean, soft, lightly scented clothes in a single wash. A refill pouch with less plastic.',
            ),
            usage: L(
              'Dùng 10 g (một nắp) cho 30 lít nước; đổ trực tiếp vào ngăn nước giặt của máy.',
              '水30Lにキャップ1杯(10g)が目安です。洗濯機の洗剤投入口に入れてください。',
              'Use 10 g (one capful) per 30 litres of water, poured into the machine’s detergent drawer.',
            ),
          },
          {
            name: L('Miếng bọt biển melamine', 'メラミンスポンジ', 'Melamine sponges'),
            kind: 'sponge',
            shape: 'pack',
            price: [198, 580],
            weightG: 80,
            dims: [150, 100, 60],
            capacity: ['10 miếng', '30 miếng'],
            hsCode: '3921.13',
            pitch: L(
              'Miếng bọt biển "thần kỳ" chỉ cần nước là tẩy sạch vết ố trên bồn rửa, vết bút trên tường và cặn bẩn trên bếp.',
              '水だけでシンクの水あか、壁の落書き、コンロまわりの汚れまで落とすメラミンスポンジ。',
              'The “magic” sponge that needs only water to scrub sink stains, pen marks on walls and grime on the hob.',
            ),
          },
        ],
      },
      {
        slug: 'bath',
        name: L('Phòng tắm', 'バス用品', 'Bath'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Muối tắm suối nước nóng', '温泉入浴剤', 'Hot-spring bath salts'),
            kind: 'bath',
            shape: 'box',
            price: [480, 1680],
            weightG: 600,
            dims: [180, 120, 90],
            capacity: ['12 gói', '30 gói'],
            hsCode: '3307.30',
            pitch: L(
              'Bộ muối tắm tái hiện màu nước và hương của các suối nước nóng nổi tiếng Nhật Bản như Kusatsu, Beppu, Noboribetsu.',
              '草津・別府・登別など、名湯の湯色と香りを再現した入浴剤の詰め合わせ。',
              'An assortment of bath salts that recreate the colour and scent of famous Japanese hot springs such as Kusatsu, Beppu and Noboribetsu.',
            ),
            usage: L(
              'Hòa 1 gói vào bồn tắm khoảng 150–200 lít nước ấm, khuấy đều.',
              '浴槽のお湯(150〜200L)に1包を入れ、よくかき混ぜてください。',
              'Dissolve one sachet in a bath of 150–200 litres of warm water and stir.',
            ),
            warning: L(
              'Không được ăn. Để xa tầm tay trẻ em.',
              '食べられません。乳幼児の手の届かない所に保管してください。',
              'Not to be eaten. Keep out of the reach of children.',
            ),
          },
          {
            name: L('Sữa tắm dưỡng ẩm', 'ボディソープ', 'Moisturising body wash'),
            kind: 'bath',
            shape: 'bottle',
            price: [398, 1280],
            weightG: 560,
            dims: [80, 220, 80],
            capacity: ['480ml'],
            hsCode: '3401.30',
            scents: [SAKURA, YUZU, UNSCENTED],
            pitch: L(
              'Sữa tắm tạo bọt mịn với dầu hoa trà và ceramide, làm sạch nhẹ nhàng và giữ ẩm cho da không bị khô căng.',
              '椿オイルとセラミド配合のきめ細かい泡で、やさしく洗いながら肌のうるおいを守ります。',
              'A creamy-lathering body wash with camellia oil and ceramides that cleans gently without drying the skin.',
            ),
            usage: L(
              'Lấy lượng vừa đủ ra bông tắm, tạo bọt và xoa khắp người rồi tắm sạch.',
              '適量をボディタオルにとり、よく泡立てて全身を洗い、洗い流してください。',
              'Lather a little on a bath sponge, wash all over and rinse.',
            ),
          },
          {
            name: L('Khăn tắm cotton Imabari', '今治タオル', 'Imabari cotton towel'),
            kind: 'towel',
            shape: 'garment',
            price: [1280, 4800],
            weightG: 300,
            dims: [300, 60, 200],
            sizes: ['34x80cm', '60x120cm'],
            hsCode: '6302.60',
            pitch: L(
              'Khăn dệt tại Imabari, thành phố khăn nổi tiếng nhất Nhật Bản: dày dặn, thấm nước nhanh và mềm mại trên da.',
              '日本一のタオル産地・今治で織られたタオル。ふっくら厚手で吸水性がよく、肌ざわりもやわらかです。',
              'Woven in Imabari, Japan’s towel town: thick, quick to absorb and soft on the skin.',
            ),
            material: L('100% cotton', '綿100%', '100% cotton'),
          },
        ],
      },
    ],
  },
  {
    slug: 'fashion',
    name: L('Thời trang', 'ファッション', 'Fashion'),
    palette: ['#f1f5f9', '#334155'],
    brands: [
      { ja: 'ソラノイロ', latin: 'Sora no Iro', origin: 'JP' },
      { ja: 'アオイ', latin: 'Aoi', origin: 'JP' },
      // Japanese labels that sew abroad say so: 'Made in China' on the tag.
      { ja: 'カゼ', latin: 'Kaze', origin: 'CN' },
      { ja: 'ワタノハ', latin: 'Watanoha', origin: 'JP' },
    ],
    leaves: [
      {
        slug: 'clothing',
        name: L('Quần áo', '衣類', 'Clothing'),
        supplier: 'awond',
        templates: [
          {
            name: L(
              'Áo thun cotton cổ tròn',
              'コットン クルーネックTシャツ',
              'Cotton crew-neck T-shirt',
            ),
            kind: 'clothing',
            shape: 'garment',
            price: [990, 1990],
            weightG: 200,
            dims: [250, 30, 300],
            hsCode: '6109.10',
            options: {
              size: letters('S', 'M', 'L', 'XL'),
              color: ['white', 'black', 'navy', 'grey'],
            },
            pitch: L(
              'Áo thun cổ tròn vải cotton dày vừa, không lộ nội y, cổ áo bo chắc không bai sau nhiều lần giặt; mặc riêng hay mặc trong áo khoác đều đẹp.',
              '透けにくい程よい厚みのコットンTシャツ。洗濯を重ねても首まわりがヨレにくく、一枚でもインナーにも。',
              'A crew-neck T-shirt in mid-weight cotton that is not see-through, with a collar that keeps its shape wash after wash; on its own or under a jacket.',
            ),
            points: [
              L(
                'Form suông, dáng unisex',
                'ユニセックスで着られるレギュラーフィット',
                'Regular, unisex fit',
              ),
            ],
            material: L('100% cotton', '綿100%', '100% cotton'),
          },
          {
            name: L('Áo giữ nhiệt siêu mỏng', '極暖ヒートインナー', 'Ultra-thin heat-tech inner'),
            kind: 'clothing',
            shape: 'garment',
            price: [990, 2490],
            weightG: 200,
            dims: [250, 40, 300],
            hsCode: '6109.90',
            options: { size: letters('S', 'M', 'L', 'XL'), color: ['black', 'beige', 'grey'] },
            pitch: L(
              'Áo giữ nhiệt mỏng, sợi vải hút ẩm từ cơ thể và sinh nhiệt, giữ ấm mà không cồng kềnh; mặc bên trong khi đi Nhật, Hàn mùa đông hay những ngày rét ở miền Bắc.',
              '体から出る水分を吸って発熱する薄手のインナー。着ぶくれせずに暖かく、冬の旅行や寒い日に。',
              'A thin base layer whose fibres turn body moisture into warmth, keeping you warm without bulk: for winter trips abroad or cold days in the north.',
            ),
            points: [
              L(
                'Co giãn bốn chiều, ôm vừa người',
                '4方向ストレッチで体にフィット',
                'Four-way stretch, close-fitting',
              ),
            ],
            material: L(
              'Polyester 45%, acrylic 35%, rayon 14%, spandex 6%',
              'ポリエステル45%、アクリル35%、レーヨン14%、ポリウレタン6%',
              'Polyester 45%, acrylic 35%, rayon 14%, spandex 6%',
            ),
          },
          {
            name: L('Áo khoác chống nắng có mũ', 'UVカットパーカー', 'UV-cut hoodie'),
            kind: 'clothing',
            shape: 'garment',
            price: [1990, 4990],
            weightG: 350,
            dims: [300, 50, 350],
            hsCode: '6202.40',
            options: { size: letters('S', 'M', 'L', 'XL'), color: ['white', 'navy', 'beige'] },
            pitch: L(
              'Áo khoác mỏng chặn trên 90% tia UV, vải thoáng mát và khô nhanh, có mũ rộng và xỏ ngón tay; đi xe máy giữa trưa vẫn dễ chịu.',
              '紫外線を90%以上カットする薄手のパーカー。涼しく速乾性があり、深めのフードと指穴付き。',
              'A light jacket that blocks over 90% of UV, cool and quick-drying, with a deep hood and thumb holes: comfortable on a scooter at noon.',
            ),
            points: [
              L(
                'Gấp gọn cho vào túi xách',
                'コンパクトにたたんでバッグに入れられます',
                'Folds small enough for a handbag',
              ),
            ],
            material: L('Polyester 100%', 'ポリエステル100%', '100% polyester'),
          },
          {
            name: L('Áo sơ mi oxford', 'オックスフォードシャツ', 'Oxford shirt'),
            kind: 'clothing',
            shape: 'garment',
            price: [1990, 3990],
            weightG: 280,
            dims: [250, 40, 320],
            hsCode: '6205.20',
            options: { size: letters('S', 'M', 'L', 'XL'), color: ['white', 'light-blue'] },
            pitch: L(
              'Sơ mi vải oxford dệt dày, cổ button-down, xử lý chống nhăn nên giặt xong phơi lên là mặc được; đi làm hay đi chơi đều hợp.',
              'しっかりした織りのオックスフォード生地にボタンダウンカラー。形態安定加工で、洗ってそのまま着られます。',
              'A button-down shirt in sturdy oxford cloth with an easy-care finish: wash, hang and wear, to work or out.',
            ),
            material: L(
              'Cotton 60%, polyester 40%',
              '綿60%、ポリエステル40%',
              'Cotton 60%, polyester 40%',
            ),
          },
          {
            name: L('Tất cotton 5 đôi', 'コットンソックス 5足組', 'Cotton socks, 5 pairs'),
            kind: 'socks',
            shape: 'pack',
            price: [780, 1580],
            weightG: 250,
            dims: [200, 40, 250],
            hsCode: '6115.95',
            options: {
              size: [
                { value: '23-25', name: L('23–25 cm', '23〜25cm', '23–25 cm') },
                { value: '25-27', name: L('25–27 cm', '25〜27cm', '25–27 cm') },
              ],
            },
            pitch: L(
              'Bộ 5 đôi tất cổ ngắn nhiều màu trung tính, gót và mũi dệt dày chống thủng, chun cổ vừa không hằn chân.',
              'ベーシックカラーのショートソックス5足組。かかととつま先は補強され、ゴムはしめつけすぎません。',
              'Five pairs of short socks in neutral colours, with reinforced heel and toe and a cuff that does not dig in.',
            ),
            material: L(
              'Cotton 80%, polyester 17%, spandex 3%',
              '綿80%、ポリエステル17%、ポリウレタン3%',
              'Cotton 80%, polyester 17%, spandex 3%',
            ),
          },
        ],
      },
      {
        slug: 'shoes',
        name: L('Giày dép', 'シューズ', 'Shoes'),
        supplier: 'awond',
        templates: [
          {
            name: L('Giày sneaker vải canvas', 'キャンバススニーカー', 'Canvas sneakers'),
            kind: 'shoes',
            shape: 'box',
            price: [3990, 6990],
            weightG: 750,
            dims: [330, 120, 200],
            hsCode: '6404.19',
            options: {
              size: footLengths(22.5, 28.0),
              color: ['white', 'black', 'navy'],
            },
            pitch: L(
              'Sneaker cổ thấp vải canvas dày, đế cao su lưu hóa bám tốt, lót đệm êm chân; kiểu dáng cơ bản dễ phối đồ.',
              '厚手キャンバスのローカットスニーカー。グリップのよいバルカナイズドソールとクッションインソールで、合わせやすい定番デザイン。',
              'Low-top sneakers in heavy canvas with a grippy vulcanised sole and a cushioned insole; a basic design that goes with anything.',
            ),
            material: L(
              'Thân: vải cotton canvas; đế: cao su',
              'アッパー:綿キャンバス、ソール:ゴム',
              'Upper: cotton canvas; sole: rubber',
            ),
          },
          {
            name: L('Giày đi bộ siêu nhẹ', '軽量ウォーキングシューズ', 'Lightweight walking shoes'),
            kind: 'shoes',
            shape: 'box',
            price: [4990, 8990],
            weightG: 600,
            dims: [330, 120, 200],
            hsCode: '6404.11',
            options: {
              size: footLengths(22.0, 27.0),
              color: ['black', 'grey', 'beige'],
            },
            pitch: L(
              'Giày đi bộ chỉ khoảng 200 g mỗi chiếc, mũi giày rộng theo dáng chân người Nhật, đế đệm giảm chấn cho cả ngày đi tham quan.',
              '片足約200gの軽さ。日本人の足に合わせたゆったり幅広設計と衝撃吸収ソールで、一日中歩いても疲れにくい。',
              'Walking shoes at about 200 g each, with a roomy toe box made for Japanese feet and a shock-absorbing sole for a full day of sightseeing.',
            ),
            points: [L('Form rộng 3E', 'ゆったり3E', 'Wide (3E) fit')],
            material: L(
              'Thân: lưới polyester; đế: EVA và cao su',
              'アッパー:ポリエステルメッシュ、ソール:EVA・ゴム',
              'Upper: polyester mesh; sole: EVA and rubber',
            ),
          },
          {
            name: L('Dép sandal quai ngang', 'コンフォートサンダル', 'Comfort sandals'),
            kind: 'shoes',
            shape: 'box',
            price: [1990, 3990],
            weightG: 400,
            dims: [300, 100, 180],
            hsCode: '6402.99',
            options: {
              size: [
                { value: 'S', name: L('S (22,5–23,5 cm)', 'S(22.5〜23.5cm)', 'S (22.5–23.5 cm)') },
                { value: 'M', name: L('M (24–25 cm)', 'M(24〜25cm)', 'M (24–25 cm)') },
                { value: 'L', name: L('L (25,5–26,5 cm)', 'L(25.5〜26.5cm)', 'L (25.5–26.5 cm)') },
              ],
              color: ['black', 'brown'],
            },
            pitch: L(
              'Dép quai ngang đế dày êm, lòng dép ôm theo vòm bàn chân, chống trơn khi đi mưa; đi trong nhà hay ra phố đều tiện.',
              '土踏まずにフィットする厚底のコンフォートサンダル。雨の日も滑りにくく、室内でも街でも。',
              'Thick-soled slides with an arch-hugging footbed and a non-slip sole for rainy days, for home or the street.',
            ),
            material: L('EVA', 'EVA樹脂', 'EVA'),
          },
        ],
      },
      {
        slug: 'bags-accessories',
        name: L('Túi & phụ kiện', 'バッグ・小物', 'Bags & accessories'),
        supplier: 'awond',
        templates: [
          {
            name: L('Túi tote vải canvas', 'キャンバストートバッグ', 'Canvas tote bag'),
            kind: 'bag',
            shape: 'bag',
            price: [1480, 3980],
            weightG: 400,
            dims: [400, 60, 350],
            hsCode: '4202.22',
            options: { color: ['beige', 'khaki', 'black'] },
            pitch: L(
              'Túi tote vải canvas dày, đựng vừa laptop 13 inch, có túi nhỏ bên trong và khóa nam châm; đi học, đi làm hay đi chợ đều hợp.',
              '13インチのノートPCが入る厚手キャンバスのトート。内ポケットとマグネットボタン付きで、通勤・通学にも買い物にも。',
              'A heavy canvas tote that takes a 13-inch laptop, with an inner pocket and a magnetic catch: for school, work or shopping.',
            ),
            points: [
              L('Kích thước: 40 × 35 × 12 cm', 'サイズ:40×35×12cm', 'Size: 40 × 35 × 12 cm'),
            ],
            material: L('100% cotton canvas', '綿100%(キャンバス)', '100% cotton canvas'),
          },
          {
            name: L('Ô gấp siêu nhẹ', '超軽量折りたたみ傘', 'Ultra-light folding umbrella'),
            kind: 'accessory',
            shape: 'pack',
            price: [1280, 3280],
            weightG: 180,
            dims: [60, 230, 60],
            hsCode: '6601.91',
            options: { color: ['black', 'navy', 'pink'] },
            pitch: L(
              'Ô gấp chỉ khoảng 150 g, vải phủ lớp chống UV nên dùng được cả khi mưa lẫn khi nắng; gấp lại vừa túi áo khoác.',
              '約150gの軽量折りたたみ傘。UVカット加工で晴雨兼用、たたむとジャケットのポケットに収まります。',
              'A folding umbrella of about 150 g with a UV-blocking canopy for rain or sun; folds small enough for a jacket pocket.',
            ),
            material: L(
              'Vải polyester, khung carbon',
              '生地:ポリエステル、骨:カーボン',
              'Polyester canopy, carbon frame',
            ),
          },
          {
            name: L('Ví da nhỏ gọn', 'ミニ財布 本革', 'Compact leather wallet'),
            kind: 'accessory',
            shape: 'box',
            price: [2980, 9800],
            weightG: 150,
            dims: [110, 30, 100],
            hsCode: '4202.31',
            options: { color: ['brown', 'black'] },
            pitch: L(
              'Ví gập ba bằng da bò thật, nhỏ vừa lòng bàn tay nhưng đủ chỗ cho thẻ, tiền giấy và tiền xu.',
              '手のひらサイズの本革三つ折り財布。小さくてもカード・お札・小銭がしっかり収まります。',
              'A palm-sized tri-fold wallet in real cowhide, with room for cards, notes and coins.',
            ),
            material: L('Da bò thật', '牛革', 'Cowhide leather'),
          },
        ],
      },
    ],
  },
]
