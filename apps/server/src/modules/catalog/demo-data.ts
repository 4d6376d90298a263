import type { LabelMap } from '@kaimono/contracts'

// The demo catalogue: what Japanese-goods shoppers in Vietnam buy. Brands are made up; names
// are written in Japanese as the shops write them, with Vietnamese and English translations.

export const SUPPLIERS = [
  {
    id: 390,
    slug: 'ikom',
    name: 'IKOM',
    description: {
      vi: 'Mỹ phẩm, thực phẩm chức năng và đồ gia dụng chính hãng Nhật Bản',
      ja: '日本の化粧品・サプリメント・日用品の正規品',
      en: 'Genuine Japanese cosmetics, supplements and household goods',
    },
  },
  {
    id: 458,
    slug: 'awond',
    name: 'Awond',
    description: {
      vi: 'Đồ mẹ và bé, thực phẩm và thời trang Nhật Bản',
      ja: 'ベビー用品・食品・ファッションのセレクトショップ',
      en: 'Japanese baby goods, food and fashion',
    },
  },
] as const

export type Shape = 'bottle' | 'jar' | 'tube' | 'box' | 'pouch' | 'can' | 'bag' | 'garment' | 'pack'

export type Template = {
  name: LabelMap
  shape: Shape
  /** Price range in yen. */
  price: [number, number]
  weightG: number
  /** width, height, length in millimetres. */
  dims: [number, number, number]
  capacity?: string[]
  sizes?: string[]
  colors?: LabelMap[]
  ingredients?: LabelMap
  hsCode: string
  bannedAir?: boolean
}

export type Leaf = {
  slug: string
  name: LabelMap
  supplier: 'ikom' | 'awond'
  templates: Template[]
}

export type Root = {
  slug: string
  name: LabelMap
  /** Two colours of the category's image palette. */
  palette: [string, string]
  brands: { ja: string; latin: string }[]
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

const SCENTS = [
  L('hương hoa anh đào', 'さくらの香り', 'cherry blossom scent'),
  L('hương yuzu', 'ゆずの香り', 'yuzu scent'),
  L('hương trà xanh', '緑茶の香り', 'green tea scent'),
  L('không mùi', '無香料', 'unscented'),
]

export const CATALOGUE: Root[] = [
  {
    slug: 'skincare-cosmetics',
    name: L('Mỹ phẩm & chăm sóc da', 'スキンケア・コスメ', 'Skincare & cosmetics'),
    palette: ['#fde2e4', '#e2779b'],
    brands: [
      { ja: 'ハナミズ', latin: 'Hanamizu' },
      { ja: 'ユキグニ', latin: 'Yukiguni' },
      { ja: 'サクララボ', latin: 'Sakura Labo' },
      { ja: 'シロツバキ', latin: 'Shirotsubaki' },
      { ja: 'コメヌカ堂', latin: 'Komenukado' },
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
            shape: 'bottle',
            price: [980, 2480],
            weightG: 240,
            dims: [60, 180, 60],
            capacity: ['170ml', '400ml'],
            hsCode: '3304.99',
            ingredients: L(
              'Nước, glycerin, natri hyaluronat, chiết xuất cám gạo',
              '水、グリセリン、ヒアルロン酸Na、コメヌカエキス',
              'Water, glycerin, sodium hyaluronate, rice bran extract',
            ),
          },
          {
            name: L('Sữa rửa mặt tạo bọt', '泡洗顔フォーム', 'Foaming face wash'),
            shape: 'tube',
            price: [550, 1380],
            weightG: 150,
            dims: [50, 170, 35],
            capacity: ['120g', '150g'],
            hsCode: '3401.30',
            ingredients: L(
              'Axit stearic, glycerin, bùn biển',
              'ステアリン酸、グリセリン、海泥',
              'Stearic acid, glycerin, marine mud',
            ),
          },
          {
            name: L(
              'Tinh chất dưỡng trắng vitamin C',
              '薬用美白ビタミンC美容液',
              'Medicated brightening vitamin C serum',
            ),
            shape: 'bottle',
            price: [1800, 5800],
            weightG: 90,
            dims: [35, 110, 35],
            capacity: ['30ml', '50ml'],
            hsCode: '3304.99',
            ingredients: L(
              'Dẫn xuất vitamin C, niacinamide, chiết xuất trà xanh',
              'ビタミンC誘導体、ナイアシンアミド、緑茶エキス',
              'Vitamin C derivative, niacinamide, green tea extract',
            ),
          },
          {
            name: L('Kem dưỡng ẩm ban đêm', 'ナイトリペアクリーム', 'Night repair cream'),
            shape: 'jar',
            price: [1500, 6800],
            weightG: 120,
            dims: [60, 45, 60],
            capacity: ['40g', '80g'],
            hsCode: '3304.99',
            ingredients: L(
              'Ceramide, squalane, collagen',
              'セラミド、スクワラン、コラーゲン',
              'Ceramide, squalane, collagen',
            ),
          },
          {
            name: L('Mặt nạ giấy dưỡng ẩm', '保湿シートマスク', 'Moisturising sheet mask'),
            shape: 'pouch',
            price: [650, 1980],
            weightG: 300,
            dims: [150, 200, 30],
            capacity: ['7 miếng', '30 miếng'],
            hsCode: '3304.99',
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
            shape: 'tube',
            price: [1100, 2800],
            weightG: 60,
            dims: [40, 130, 30],
            capacity: ['30g'],
            hsCode: '3304.99',
            colors: [
              L('tông sáng', 'ライト', 'light'),
              L('tông tự nhiên', 'ナチュラル', 'natural'),
            ],
          },
          {
            name: L('Son dưỡng có màu', '色付きリップクリーム', 'Tinted lip balm'),
            shape: 'tube',
            price: [480, 1650],
            weightG: 20,
            dims: [20, 90, 20],
            hsCode: '3304.10',
            colors: [
              L('hồng đào', 'ピーチピンク', 'peach pink'),
              L('đỏ gạch', 'テラコッタ', 'terracotta'),
              L('cam san hô', 'コーラル', 'coral'),
            ],
          },
          {
            name: L('Mascara chống trôi', 'ウォータープルーフマスカラ', 'Waterproof mascara'),
            shape: 'tube',
            price: [990, 1980],
            weightG: 25,
            dims: [20, 130, 20],
            hsCode: '3304.20',
            colors: [L('đen', 'ブラック', 'black'), L('nâu', 'ブラウン', 'brown')],
          },
          {
            name: L('Phấn phủ kiềm dầu', '皮脂くずれ防止パウダー', 'Oil-control setting powder'),
            shape: 'jar',
            price: [1200, 3300],
            weightG: 50,
            dims: [70, 25, 70],
            capacity: ['10g'],
            hsCode: '3304.91',
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
            shape: 'tube',
            price: [680, 1980],
            weightG: 110,
            dims: [45, 150, 35],
            capacity: ['70g', '90g'],
            hsCode: '3304.99',
            bannedAir: false,
          },
          {
            name: L('Xịt chống nắng toàn thân', 'UVスプレー 全身用', 'Full-body UV spray'),
            shape: 'can',
            price: [780, 1480],
            weightG: 180,
            dims: [50, 170, 50],
            capacity: ['90g', '150g'],
            hsCode: '3304.99',
            bannedAir: true,
          },
          {
            name: L(
              'Sữa chống nắng cho da nhạy cảm',
              '敏感肌用UVミルク',
              'UV milk for sensitive skin',
            ),
            shape: 'bottle',
            price: [1280, 2980],
            weightG: 80,
            dims: [40, 120, 30],
            capacity: ['40ml', '60ml'],
            hsCode: '3304.99',
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
            shape: 'bottle',
            price: [680, 1780],
            weightG: 560,
            dims: [75, 220, 75],
            capacity: ['480ml'],
            hsCode: '3305.10',
          },
          {
            name: L('Dầu xả dưỡng mượt', 'しっとりコンディショナー', 'Silky conditioner'),
            shape: 'bottle',
            price: [680, 1780],
            weightG: 560,
            dims: [75, 220, 75],
            capacity: ['480ml'],
            hsCode: '3305.90',
          },
          {
            name: L('Dầu dưỡng tóc tinh chất trà trại', '椿ヘアオイル', 'Camellia hair oil'),
            shape: 'bottle',
            price: [980, 2600],
            weightG: 120,
            dims: [40, 130, 40],
            capacity: ['60ml', '100ml'],
            hsCode: '3305.90',
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
      { ja: 'ゲンキ製薬', latin: 'Genki Seiyaku' },
      { ja: 'ミドリの森', latin: 'Midori no Mori' },
      { ja: 'ヤマト健康', latin: 'Yamato Kenko' },
      { ja: 'フジヘルス', latin: 'Fuji Health' },
    ],
    leaves: [
      {
        slug: 'supplements',
        name: L('Viên uống bổ sung', 'サプリメント', 'Supplements'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Viên uống collagen', 'コラーゲン粒', 'Collagen tablets'),
            shape: 'pouch',
            price: [1280, 3980],
            weightG: 180,
            dims: [120, 180, 30],
            capacity: ['30 ngày', '90 ngày'],
            hsCode: '2106.90',
            ingredients: L(
              'Collagen peptide cá, vitamin C, elastin',
              'フィッシュコラーゲンペプチド、ビタミンC、エラスチン',
              'Fish collagen peptide, vitamin C, elastin',
            ),
          },
          {
            name: L('Viên uống vitamin tổng hợp', 'マルチビタミン', 'Multivitamin'),
            shape: 'jar',
            price: [880, 2480],
            weightG: 120,
            dims: [55, 95, 55],
            capacity: ['60 viên', '180 viên'],
            hsCode: '2106.90',
          },
          {
            name: L('Viên uống DHA EPA', 'DHA・EPA', 'DHA & EPA'),
            shape: 'pouch',
            price: [1500, 4200],
            weightG: 150,
            dims: [120, 180, 25],
            capacity: ['30 ngày', '90 ngày'],
            hsCode: '2106.90',
          },
          {
            name: L('Enzyme tiêu hóa Natto kinase', 'ナットウキナーゼ', 'Nattokinase'),
            shape: 'jar',
            price: [2400, 6800],
            weightG: 130,
            dims: [55, 95, 55],
            capacity: ['60 viên', '120 viên'],
            hsCode: '2106.90',
          },
          {
            name: L('Bột rau xanh Aojiru', '青汁 粉末', 'Aojiru green juice powder'),
            shape: 'box',
            price: [1200, 3600],
            weightG: 320,
            dims: [160, 110, 80],
            capacity: ['30 gói', '60 gói'],
            hsCode: '2106.90',
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
            shape: 'pouch',
            price: [580, 1480],
            weightG: 160,
            dims: [140, 200, 20],
            capacity: ['20 miếng', '40 miếng'],
            hsCode: '3005.10',
          },
          {
            name: L('Nhỏ mắt làm mát', 'クール目薬', 'Cooling eye drops'),
            shape: 'bottle',
            price: [480, 1380],
            weightG: 40,
            dims: [30, 90, 20],
            capacity: ['12ml'],
            hsCode: '3004.90',
            bannedAir: false,
          },
          {
            name: L('Khẩu trang 3 lớp', '不織布マスク', 'Three-layer face masks'),
            shape: 'box',
            price: [398, 980],
            weightG: 260,
            dims: [190, 100, 90],
            capacity: ['30 chiếc', '60 chiếc'],
            hsCode: '6307.90',
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
      { ja: 'ヒヨコ', latin: 'Hiyoko' },
      { ja: 'ポカポカ', latin: 'Pokapoka' },
      { ja: 'すくすく堂', latin: 'Sukusukudo' },
      { ja: 'ミルキー', latin: 'Milky' },
    ],
    leaves: [
      {
        slug: 'diapers',
        name: L('Bỉm & tã', 'おむつ', 'Diapers'),
        supplier: 'awond',
        templates: [
          {
            name: L('Bỉm dán sơ sinh', 'テープ式おむつ 新生児', 'Newborn tape diapers'),
            shape: 'bag',
            price: [1480, 2280],
            weightG: 2400,
            dims: [360, 260, 180],
            sizes: ['NB', 'S'],
            hsCode: '9619.00',
          },
          {
            name: L('Bỉm quần', 'パンツ式おむつ', 'Pull-up diaper pants'),
            shape: 'bag',
            price: [1580, 2580],
            weightG: 2800,
            dims: [380, 280, 200],
            sizes: ['M', 'L', 'XL'],
            hsCode: '9619.00',
          },
          {
            name: L('Khăn ướt cho bé', 'おしりふき', 'Baby wipes'),
            shape: 'pack',
            price: [398, 1280],
            weightG: 900,
            dims: [200, 120, 100],
            capacity: ['80 tờ x 3', '80 tờ x 8'],
            hsCode: '3401.19',
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
            shape: 'can',
            price: [2380, 3280],
            weightG: 1100,
            dims: [130, 180, 130],
            capacity: ['800g'],
            hsCode: '1901.10',
          },
          {
            name: L('Sữa bột công thức số 9', 'フォローアップミルク', 'Follow-up formula'),
            shape: 'can',
            price: [1980, 2980],
            weightG: 1100,
            dims: [130, 180, 130],
            capacity: ['800g'],
            hsCode: '1901.10',
          },
          {
            name: L('Cháo ăn dặm ăn liền', 'ベビーフード おかゆ', 'Ready-to-eat baby porridge'),
            shape: 'pouch',
            price: [198, 680],
            weightG: 120,
            dims: [130, 170, 20],
            capacity: ['7 tháng', '9 tháng'],
            hsCode: '2104.20',
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
            shape: 'bottle',
            price: [680, 1480],
            weightG: 450,
            dims: [70, 200, 70],
            capacity: ['400ml'],
            hsCode: '3401.30',
          },
          {
            name: L('Bình sữa nhựa PPSU', 'PPSU哺乳びん', 'PPSU feeding bottle'),
            shape: 'bottle',
            price: [1280, 2680],
            weightG: 150,
            dims: [70, 180, 70],
            capacity: ['160ml', '240ml'],
            hsCode: '3924.10',
          },
          {
            name: L('Kem chống hăm', 'おむつかぶれクリーム', 'Diaper rash cream'),
            shape: 'tube',
            price: [580, 1280],
            weightG: 60,
            dims: [35, 120, 30],
            capacity: ['30g'],
            hsCode: '3304.99',
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
      { ja: 'まるやま製菓', latin: 'Maruyama Seika' },
      { ja: '宇治茶園', latin: 'Uji Chaen' },
      { ja: 'ほっかい堂', latin: 'Hokkaido' },
      { ja: 'こめどころ', latin: 'Komedokoro' },
    ],
    leaves: [
      {
        slug: 'snacks',
        name: L('Bánh kẹo', 'お菓子', 'Snacks & sweets'),
        supplier: 'awond',
        templates: [
          {
            name: L('Bánh quy bơ Hokkaido', '北海道バタークッキー', 'Hokkaido butter cookies'),
            shape: 'box',
            price: [680, 2480],
            weightG: 400,
            dims: [220, 60, 160],
            capacity: ['12 cái', '24 cái'],
            hsCode: '1905.31',
          },
          {
            name: L('Kẹo dẻo trái cây', 'フルーツグミ', 'Fruit gummies'),
            shape: 'pouch',
            price: [198, 580],
            weightG: 120,
            dims: [130, 180, 30],
            hsCode: '1704.90',
          },
          {
            name: L('Socola matcha', '抹茶チョコレート', 'Matcha chocolate'),
            shape: 'box',
            price: [480, 1680],
            weightG: 150,
            dims: [150, 30, 100],
            capacity: ['12 viên', '24 viên'],
            hsCode: '1806.90',
          },
          {
            name: L('Bánh gạo senbei', '醤油せんべい', 'Soy sauce senbei crackers'),
            shape: 'bag',
            price: [298, 880],
            weightG: 250,
            dims: [200, 300, 60],
            hsCode: '1905.90',
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
            shape: 'can',
            price: [980, 4800],
            weightG: 120,
            dims: [75, 90, 75],
            capacity: ['40g', '100g'],
            hsCode: '0902.10',
          },
          {
            name: L('Trà gạo rang genmaicha', '玄米茶 ティーバッグ', 'Genmaicha tea bags'),
            shape: 'pack',
            price: [398, 980],
            weightG: 200,
            dims: [150, 200, 60],
            capacity: ['50 túi'],
            hsCode: '0902.10',
          },
          {
            name: L('Cà phê phin giấy', 'ドリップコーヒー', 'Drip-bag coffee'),
            shape: 'box',
            price: [680, 1980],
            weightG: 300,
            dims: [180, 120, 90],
            capacity: ['20 túi', '50 túi'],
            hsCode: '0901.21',
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
            shape: 'bottle',
            price: [380, 1280],
            weightG: 600,
            dims: [70, 230, 70],
            capacity: ['500ml', '1L'],
            hsCode: '2103.10',
          },
          {
            name: L('Hạt nêm dashi', 'かつおだしの素', 'Bonito dashi stock'),
            shape: 'pouch',
            price: [298, 980],
            weightG: 250,
            dims: [130, 180, 40],
            capacity: ['8g x 10 gói', '8g x 30 gói'],
            hsCode: '2104.10',
          },
          {
            name: L('Tương miso trắng', '白みそ', 'White miso'),
            shape: 'jar',
            price: [398, 980],
            weightG: 800,
            dims: [110, 90, 110],
            capacity: ['750g'],
            hsCode: '2103.90',
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
      { ja: 'キレイ家', latin: 'Kireiya' },
      { ja: 'シンプル生活', latin: 'Simple Seikatsu' },
      { ja: 'ツクモ', latin: 'Tsukumo' },
      { ja: 'アワアワ', latin: 'Awaawa' },
    ],
    leaves: [
      {
        slug: 'kitchen',
        name: L('Đồ dùng nhà bếp', 'キッチン用品', 'Kitchen'),
        supplier: 'ikom',
        templates: [
          {
            name: L('Dao bếp thép không gỉ', 'ステンレス三徳包丁', 'Stainless santoku knife'),
            shape: 'box',
            price: [1980, 8800],
            weightG: 320,
            dims: [330, 30, 60],
            sizes: ['165mm', '180mm'],
            hsCode: '8211.91',
            bannedAir: false,
          },
          {
            name: L('Hộp đựng thực phẩm', '保存容器セット', 'Food storage containers'),
            shape: 'box',
            price: [680, 1980],
            weightG: 500,
            dims: [200, 120, 200],
            capacity: ['3 hộp', '5 hộp'],
            hsCode: '3924.10',
          },
          {
            name: L('Nước rửa chén đậm đặc', '濃縮食器用洗剤', 'Concentrated dish soap'),
            shape: 'bottle',
            price: [198, 680],
            weightG: 300,
            dims: [60, 200, 60],
            capacity: ['240ml', '600ml'],
            hsCode: '3402.50',
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
            shape: 'box',
            price: [398, 1280],
            weightG: 1000,
            dims: [200, 220, 100],
            capacity: ['900g'],
            hsCode: '3402.50',
          },
          {
            name: L(
              'Nước giặt xả hương thơm',
              '柔軟剤入り液体洗剤',
              'Liquid detergent with softener',
            ),
            shape: 'pouch',
            price: [398, 1080],
            weightG: 1200,
            dims: [180, 280, 70],
            capacity: ['1kg', '2kg'],
            hsCode: '3402.50',
          },
          {
            name: L('Miếng bọt biển melamine', 'メラミンスポンジ', 'Melamine sponges'),
            shape: 'pack',
            price: [198, 580],
            weightG: 80,
            dims: [150, 100, 60],
            capacity: ['10 miếng', '30 miếng'],
            hsCode: '3921.13',
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
            shape: 'box',
            price: [480, 1680],
            weightG: 600,
            dims: [180, 120, 90],
            capacity: ['12 gói', '30 gói'],
            hsCode: '3307.30',
          },
          {
            name: L('Sữa tắm dưỡng ẩm', 'ボディソープ', 'Moisturising body wash'),
            shape: 'bottle',
            price: [398, 1280],
            weightG: 560,
            dims: [80, 220, 80],
            capacity: ['480ml'],
            hsCode: '3401.30',
          },
          {
            name: L('Khăn tắm cotton Imabari', '今治タオル', 'Imabari cotton towel'),
            shape: 'garment',
            price: [1280, 4800],
            weightG: 300,
            dims: [300, 60, 200],
            sizes: ['34x80cm', '60x120cm'],
            hsCode: '6302.60',
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
      { ja: 'ソラノイロ', latin: 'Sora no Iro' },
      { ja: 'アオイ', latin: 'Aoi' },
      { ja: 'カゼ', latin: 'Kaze' },
      { ja: 'ワタノハ', latin: 'Watanoha' },
    ],
    leaves: [
      {
        slug: 'clothing',
        name: L('Quần áo', '衣類', 'Clothing'),
        supplier: 'awond',
        templates: [
          {
            name: L('Áo giữ nhiệt siêu mỏng', '極暖ヒートインナー', 'Ultra-thin heat-tech inner'),
            shape: 'garment',
            price: [990, 2490],
            weightG: 200,
            dims: [250, 40, 300],
            sizes: ['M', 'L'],
            hsCode: '6109.90',
            colors: [L('đen', 'ブラック', 'black'), L('be', 'ベージュ', 'beige')],
          },
          {
            name: L('Áo khoác chống nắng', 'UVカットパーカー', 'UV-cut hoodie'),
            shape: 'garment',
            price: [1990, 4990],
            weightG: 350,
            dims: [300, 50, 350],
            sizes: ['M', 'L'],
            hsCode: '6202.40',
            colors: [L('trắng', 'ホワイト', 'white'), L('xanh navy', 'ネイビー', 'navy')],
          },
          {
            name: L('Tất cotton 5 đôi', 'コットンソックス 5足組', 'Cotton socks, 5 pairs'),
            shape: 'pack',
            price: [780, 1580],
            weightG: 250,
            dims: [200, 40, 250],
            sizes: ['23-25cm', '25-27cm'],
            hsCode: '6115.95',
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
            shape: 'bag',
            price: [1480, 3980],
            weightG: 400,
            dims: [400, 60, 350],
            hsCode: '4202.22',
            colors: [L('be', 'ベージュ', 'beige'), L('xanh rêu', 'カーキ', 'khaki')],
          },
          {
            name: L('Ô gấp siêu nhẹ', '超軽量折りたたみ傘', 'Ultra-light folding umbrella'),
            shape: 'pack',
            price: [1280, 3280],
            weightG: 180,
            dims: [60, 230, 60],
            hsCode: '6601.91',
            colors: [L('đen', 'ブラック', 'black'), L('hồng', 'ピンク', 'pink')],
          },
          {
            name: L('Ví da nhỏ gọn', 'ミニ財布 本革', 'Compact leather wallet'),
            shape: 'box',
            price: [2980, 9800],
            weightG: 150,
            dims: [110, 30, 100],
            hsCode: '4202.31',
            colors: [L('nâu', 'ブラウン', 'brown'), L('đen', 'ブラック', 'black')],
          },
        ],
      },
    ],
  },
]

export { SCENTS }
