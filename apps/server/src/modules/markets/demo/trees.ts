import type { BrowsableMarket, LabelMap } from '@kaimono/contracts'
import { KINDS, type Kind } from './kinds.ts'
import { FOOD_KINDS, NIKE_KINDS } from './kinds-own.ts'
import { tr } from './words.ts'

// Each market's category tree, as the market names and numbers it (Mercari's 1 レディース,
// Rakuten's genre 100371, Yahoo! Shopping's 13457…). A leaf files one kind of goods; `match`
// keeps the kind's models whose English name matches it (Rakuma's finer leaves).

export const ALL_KINDS = { ...KINDS, ...NIKE_KINDS, ...FOOD_KINDS } satisfies Record<string, Kind>
export type KindId = keyof typeof ALL_KINDS

export type TreeNode = {
  id: string
  name: LabelMap
  kind?: KindId
  match?: string
  children?: TreeNode[]
}

const leaf = (id: string, kind: KindId, name?: LabelMap, match?: string): TreeNode => ({
  id,
  name: name ?? ALL_KINDS[kind].name,
  kind,
  ...(match ? { match } : {}),
})
const branch = (id: string, name: LabelMap, children: TreeNode[]): TreeNode => ({
  id,
  name,
  children,
})

const WOMEN = tr('レディース', 'Thời trang nữ', "Women's fashion")
const MEN = tr('メンズ', 'Thời trang nam', "Men's fashion")
const BABY = tr('ベビー・キッズ', 'Mẹ và bé', 'Baby & kids')
const BEAUTY = tr('コスメ・香水・美容', 'Mỹ phẩm, nước hoa, làm đẹp', 'Beauty & fragrance')
const HEALTH = tr('ダイエット・健康', 'Ăn kiêng, sức khỏe', 'Diet & health')
const APPLIANCES = tr('家電', 'Đồ điện gia dụng', 'Home appliances')
const KITCHEN = tr('キッチン用品・食器', 'Đồ dùng nhà bếp, bát đĩa', 'Kitchen & tableware')

const mercari = [
  branch('1', WOMEN, [
    leaf('11', 'ladiesTops'),
    leaf('12', 'dresses'),
    leaf('16', 'womenShoes', tr('靴', 'Giày nữ', "Women's shoes")),
    leaf('17', 'bags'),
  ]),
  branch('2', MEN, [
    leaf('30', 'outerwear'),
    leaf('31', 'tshirts', tr('トップス', 'Áo nam', "Men's tops")),
    leaf('32', 'sneakers', tr('靴', 'Giày nam', "Men's shoes")),
    leaf('33', 'watches', tr('時計', 'Đồng hồ', 'Watches')),
  ]),
  branch('3', BABY, [leaf('38', 'kidsClothes'), leaf('39', 'babyGear'), leaf('40', 'toys')]),
  branch('5', tr('本・音楽・ゲーム', 'Sách, nhạc, game', 'Books, music & games'), [
    leaf('50', 'manga'),
    leaf('51', 'games', tr('テレビゲーム', 'Trò chơi điện tử', 'Video games')),
    leaf('52', 'consoles'),
  ]),
  branch('1328', tr('おもちゃ・ホビー・グッズ', 'Đồ chơi, sở thích', 'Toys, hobbies & goods'), [
    leaf('1329', 'figures'),
    leaf('1330', 'animeGoods', tr('キャラクターグッズ', 'Đồ nhân vật', 'Character goods')),
    leaf('1331', 'cards'),
  ]),
  branch('6', BEAUTY, [
    leaf('60', 'skincare', tr('スキンケア/基礎化粧品', 'Chăm sóc da', 'Skincare')),
    leaf('61', 'makeup', tr('ベースメイク・メイクアップ', 'Trang điểm', 'Makeup')),
    leaf('62', 'perfume'),
  ]),
  branch('7', tr('家電・スマホ・カメラ', 'Điện tử, điện thoại, máy ảnh', 'Electronics & cameras'), [
    leaf('70', 'smartphones', tr('スマートフォン/携帯電話', 'Điện thoại', 'Smartphones')),
    leaf('71', 'cameras', tr('カメラ', 'Máy ảnh', 'Cameras')),
    leaf('72', 'headphones', tr('オーディオ機器', 'Thiết bị âm thanh', 'Audio')),
    leaf('73', 'laptops', tr('PC/タブレット', 'Máy tính, máy tính bảng', 'PCs & tablets')),
  ]),
  branch('8', tr('スポーツ・レジャー', 'Thể thao, giải trí', 'Sports & leisure'), [
    leaf('80', 'golf'),
    leaf('81', 'outdoor', tr('アウトドア', 'Dã ngoại', 'Outdoors')),
  ]),
]

const paypay = [
  branch('100', tr('ファッション', 'Thời trang', 'Fashion'), [
    leaf('101', 'ladiesTops', tr('レディーストップス', 'Áo nữ', "Women's tops")),
    leaf('102', 'bags', tr('レディースバッグ', 'Túi xách nữ', "Women's bags")),
    leaf('103', 'outerwear', tr('メンズアウター', 'Áo khoác nam', "Men's outerwear")),
    leaf('104', 'sneakers'),
    leaf('105', 'watches'),
  ]),
  branch('110', BABY, [leaf('111', 'kidsClothes'), leaf('112', 'toys')]),
  branch(
    '120',
    tr('ゲーム・おもちゃ・グッズ', 'Game, đồ chơi, đồ sưu tầm', 'Games, toys & goods'),
    [
      leaf('121', 'consoles'),
      leaf('122', 'games'),
      leaf('123', 'figures'),
      leaf('124', 'animeGoods'),
      leaf('125', 'cards'),
    ],
  ),
  branch('130', tr('本・雑誌・漫画', 'Sách, tạp chí, truyện tranh', 'Books, magazines & manga'), [
    leaf('131', 'manga', tr('漫画・全巻セット', 'Truyện tranh, trọn bộ', 'Manga & complete sets')),
  ]),
  branch(
    '140',
    tr(
      'スマホ・タブレット・パソコン',
      'Điện thoại, máy tính bảng, máy tính',
      'Phones, tablets & PCs',
    ),
    [leaf('141', 'smartphones'), leaf('142', 'tablets'), leaf('143', 'laptops')],
  ),
  branch('150', tr('テレビ・オーディオ・カメラ', 'TV, âm thanh, máy ảnh', 'TV, audio & cameras'), [
    leaf('151', 'cameras'),
    leaf('152', 'lenses'),
    leaf('153', 'headphones'),
  ]),
  branch('160', tr('コスメ・美容', 'Mỹ phẩm, làm đẹp', 'Beauty'), [
    leaf('161', 'skincare'),
    leaf('162', 'makeup'),
    leaf('163', 'perfume'),
  ]),
  branch('170', tr('スポーツ・アウトドア', 'Thể thao, dã ngoại', 'Sports & outdoors'), [
    leaf('171', 'golf'),
    leaf('172', 'outdoor'),
  ]),
]

/** Rakuma's three levels: parent → child → grandchild, the category page's drill-down. */
const rakuma = [
  branch('1', WOMEN, [
    branch('101', tr('トップス', 'Áo nữ', "Women's tops"), [
      leaf('10101', 'ladiesTops', tr('Tシャツ/カットソー', 'Áo thun', 'T-shirts'), 'T-shirt|tee'),
      leaf('10102', 'ladiesTops', tr('ニット/セーター', 'Áo len', 'Knitwear'), 'knit'),
      leaf(
        '10103',
        'ladiesTops',
        tr('シャツ/ブラウス', 'Sơ mi, áo kiểu', 'Shirts & blouses'),
        'shirt|blouse',
      ),
    ]),
    branch('102', tr('ワンピース', 'Váy liền', 'Dresses'), [
      leaf('10201', 'dresses', tr('ロングワンピース', 'Váy dài', 'Long dresses'), 'long|shirt'),
      leaf(
        '10202',
        'dresses',
        tr('ひざ丈ワンピース', 'Váy ngang gối', 'Knee-length dresses'),
        'flared|satin|knit',
      ),
    ]),
    branch('103', tr('バッグ', 'Túi xách', 'Bags'), [
      leaf('10301', 'bags', tr('ショルダーバッグ', 'Túi đeo vai', 'Shoulder bags'), 'shoulder'),
      leaf('10302', 'bags', tr('トートバッグ', 'Túi tote', 'Tote bags'), 'tote'),
      leaf('10303', 'bags', tr('リュック/バックパック', 'Ba lô', 'Backpacks'), 'backpack'),
    ]),
    branch('104', tr('靴', 'Giày nữ', "Women's shoes"), [
      leaf('10401', 'womenShoes', tr('パンプス', 'Giày cao gót', 'Pumps'), 'pumps'),
      leaf('10402', 'womenShoes', tr('ブーツ', 'Bốt', 'Boots'), 'boots|shoes'),
    ]),
  ]),
  branch('2', MEN, [
    branch('201', tr('ジャケット/アウター', 'Áo khoác nam', "Men's outerwear"), [
      leaf('20101', 'outerwear', tr('ダウンジャケット', 'Áo phao', 'Down jackets'), 'Nuptse|Down'),
      leaf(
        '20102',
        'outerwear',
        tr('マウンテンパーカー', 'Áo khoác gió', 'Mountain parkas'),
        'parka|Beta|Retro',
      ),
      leaf(
        '20103',
        'outerwear',
        tr('ライダースジャケット', 'Áo khoác da', 'Rider jackets'),
        'rider',
      ),
    ]),
    branch('202', tr('トップス', 'Áo nam', "Men's tops"), [
      leaf(
        '20201',
        'tshirts',
        tr('Tシャツ/カットソー(半袖/袖なし)', 'Áo thun ngắn tay', 'Short-sleeve T-shirts'),
        'tee|Beefy',
      ),
      leaf('20202', 'tshirts', tr('パーカー', 'Áo hoodie', 'Hoodies'), 'hoodie'),
    ]),
    branch('203', tr('靴', 'Giày nam', "Men's shoes"), [
      leaf('20301', 'sneakers', tr('スニーカー', 'Giày sneaker', 'Sneakers')),
    ]),
    branch('204', tr('時計', 'Đồng hồ', 'Watches'), [
      leaf(
        '20401',
        'watches',
        tr('腕時計(アナログ)', 'Đồng hồ kim', 'Analogue watches'),
        'Seiko|Citizen|Rolex|Omega',
      ),
      leaf(
        '20402',
        'watches',
        tr('腕時計(デジタル)', 'Đồng hồ điện tử', 'Digital watches'),
        'G-Shock|Apple',
      ),
    ]),
  ]),
  branch('3', tr('コスメ/美容', 'Mỹ phẩm, làm đẹp', 'Beauty'), [
    branch('301', tr('スキンケア/基礎化粧品', 'Chăm sóc da', 'Skincare'), [
      leaf('30101', 'skincare', tr('化粧水/ローション', 'Nước hoa hồng', 'Lotions'), 'lotion'),
      leaf(
        '30102',
        'skincare',
        tr('美容液', 'Tinh chất', 'Serums & essences'),
        'Essence|Concentrate|Surge|Aqua',
      ),
    ]),
    branch('302', tr('ベースメイク/化粧品', 'Trang điểm', 'Makeup'), [
      leaf(
        '30201',
        'makeup',
        tr('ファンデーション/パウダー', 'Kem nền, phấn phủ', 'Foundation & powder'),
        'powder|foundation|highlighter',
      ),
      leaf(
        '30202',
        'makeup',
        tr('口紅/アイシャドウ', 'Son, phấn mắt', 'Lipstick & eyeshadow'),
        'Lip|palette',
      ),
    ]),
    branch('303', tr('香水', 'Nước hoa', 'Perfume'), [
      leaf(
        '30301',
        'perfume',
        tr('香水(女性用)', 'Nước hoa nữ', "Women's perfume"),
        'Chance|Jo Malone|SHIRO',
      ),
      leaf(
        '30302',
        'perfume',
        tr('香水(男性用)', 'Nước hoa nam', "Men's fragrance"),
        'Sauvage|Homme',
      ),
    ]),
  ]),
  branch('4', tr('エンタメ/ホビー', 'Giải trí, sở thích', 'Entertainment & hobbies'), [
    branch('401', tr('フィギュア', 'Mô hình, figure', 'Figures'), [
      leaf(
        '40101',
        'figures',
        tr('アニメ/ゲーム', 'Anime, game', 'Anime & games'),
        'Luffy|Miku|Goku|Gojo|Tanjiro|Rei',
      ),
      leaf('40102', 'figures', tr('特撮', 'Phim siêu nhân', 'Tokusatsu'), 'Kamen'),
    ]),
    branch('402', tr('トレーディングカード', 'Thẻ bài', 'Trading cards'), [
      leaf(
        '40201',
        'cards',
        tr('ポケモンカードゲーム', 'Thẻ bài Pokémon', 'Pokémon cards'),
        'Pokémon',
      ),
      leaf('40202', 'cards', tr('遊戯王', 'Thẻ bài Yu-Gi-Oh!', 'Yu-Gi-Oh! cards'), 'Yu-Gi-Oh'),
      leaf(
        '40203',
        'cards',
        tr('ワンピースカードゲーム', 'Thẻ bài One Piece', 'One Piece cards'),
        'One Piece',
      ),
    ]),
    branch('403', tr('ゲーム', 'Trò chơi điện tử', 'Video games'), [
      leaf('40301', 'consoles', tr('家庭用ゲーム機本体', 'Máy chơi game', 'Consoles')),
      leaf('40302', 'games', tr('家庭用ゲームソフト', 'Đĩa, băng game', 'Game software')),
    ]),
    branch('404', tr('漫画', 'Truyện tranh', 'Manga'), [
      leaf('40401', 'manga', tr('全巻セット', 'Trọn bộ', 'Complete sets'), 'complete'),
      leaf('40402', 'manga', tr('少年漫画', 'Truyện tranh thiếu niên', "Boys' manga"), 'set$'),
    ]),
  ]),
  branch('5', tr('家電/スマホ/カメラ', 'Điện tử, điện thoại, máy ảnh', 'Electronics & cameras'), [
    branch('501', tr('スマートフォン/携帯電話', 'Điện thoại', 'Smartphones'), [
      leaf(
        '50101',
        'smartphones',
        tr('スマートフォン本体(iPhone)', 'Điện thoại iPhone', 'iPhone'),
        'iPhone',
      ),
      leaf(
        '50102',
        'smartphones',
        tr('スマートフォン本体(Android)', 'Điện thoại Android', 'Android phones'),
        'Pixel|Xperia|AQUOS|Galaxy',
      ),
    ]),
    branch('502', tr('カメラ', 'Máy ảnh', 'Cameras'), [
      leaf(
        '50201',
        'cameras',
        tr('デジタル一眼', 'Máy ảnh kỹ thuật số ống kính rời', 'Interchangeable-lens cameras'),
        'EOS|α7|Z6|PEN',
      ),
      leaf(
        '50202',
        'cameras',
        tr('コンパクトデジタルカメラ', 'Máy ảnh nhỏ gọn', 'Compact cameras'),
        'X100V|GR|PowerShot',
      ),
      leaf('50203', 'lenses', tr('レンズ(単焦点/ズーム)', 'Ống kính', 'Lenses')),
    ]),
    branch('503', tr('オーディオ機器', 'Thiết bị âm thanh', 'Audio'), [
      leaf(
        '50301',
        'headphones',
        tr('ヘッドフォン', 'Tai nghe chụp tai', 'Headphones'),
        'headphones|M50x|HD 650|760NC',
      ),
      leaf(
        '50302',
        'headphones',
        tr('イヤフォン', 'Tai nghe nhét tai', 'Earphones'),
        'earbuds|AirPods|Earbuds',
      ),
    ]),
  ]),
  branch('6', tr('ベビー/キッズ', 'Mẹ và bé', 'Baby & kids'), [
    branch('601', tr('キッズ服', 'Quần áo trẻ em', "Kids' clothes"), [
      leaf(
        '60101',
        'kidsClothes',
        tr('トップス', 'Áo trẻ em', "Kids' tops"),
        'sweatshirt|tee|jacket',
      ),
      leaf(
        '60102',
        'kidsClothes',
        tr('ワンピース/パンツ', 'Váy, quần trẻ em', "Kids' dresses & trousers"),
        'dress|trousers',
      ),
    ]),
    branch('602', tr('おもちゃ', 'Đồ chơi', 'Toys'), [
      leaf(
        '60201',
        'toys',
        tr('知育玩具', 'Đồ chơi giáo dục', 'Educational toys'),
        'LEGO|Anpanman|Plarail',
      ),
      leaf(
        '60202',
        'toys',
        tr('ミニカー/人形', 'Xe mô hình, búp bê', 'Model cars & dolls'),
        'Tomica|Sylvanian',
      ),
    ]),
  ]),
]

const rakuten = [
  branch('100371', tr('レディースファッション', 'Thời trang nữ', "Women's fashion"), [
    leaf('555086', 'ladiesTops'),
    leaf('110729', 'dresses'),
  ]),
  branch('551177', tr('メンズファッション', 'Thời trang nam', "Men's fashion"), [
    leaf('553037', 'outerwear'),
    leaf('303656', 'tshirts'),
  ]),
  branch('558885', tr('靴', 'Giày dép', 'Shoes'), [
    leaf('208025', 'sneakers'),
    leaf('565924', 'womenShoes'),
  ]),
  branch(
    '216131',
    tr('バッグ・小物・ブランド雑貨', 'Túi xách, phụ kiện, hàng hiệu', 'Bags, accessories & brands'),
    [leaf('110933', 'bags')],
  ),
  branch('558929', tr('腕時計', 'Đồng hồ đeo tay', 'Watches'), [
    leaf('201812', 'watches', tr('メンズ腕時計', 'Đồng hồ nam', "Men's watches")),
  ]),
  branch(
    '100939',
    tr('美容・コスメ・香水', 'Làm đẹp, mỹ phẩm, nước hoa', 'Beauty, cosmetics & fragrance'),
    [
      leaf('216492', 'skincare'),
      leaf('216501', 'makeup'),
      leaf('100958', 'perfume'),
      leaf('503054', 'sunscreen'),
    ],
  ),
  branch('100938', HEALTH, [leaf('567603', 'supplements'), leaf('402437', 'protein')]),
  branch(
    '100533',
    tr('キッズ・ベビー・マタニティ', 'Trẻ em, em bé, bà bầu', 'Kids, baby & maternity'),
    [
      leaf('213972', 'diapers'),
      leaf('200833', 'formula'),
      leaf('566088', 'babyGear'),
      leaf('100891', 'kidsClothes'),
    ],
  ),
  branch('562637', APPLIANCES, [
    leaf('208290', 'riceCookers'),
    leaf('204483', 'hairDryers'),
    leaf('204491', 'vacuums'),
  ]),
  branch('211742', tr('TV・オーディオ・カメラ', 'TV, âm thanh, máy ảnh', 'TV, audio & cameras'), [
    leaf('408507', 'headphones'),
    leaf('100087', 'cameras'),
  ]),
  branch(
    '558944',
    tr(
      'キッチン用品・食器・調理器具',
      'Đồ bếp, bát đĩa, dụng cụ nấu ăn',
      'Kitchen, tableware & cookware',
    ),
    [leaf('215422', 'knives'), leaf('200993', 'cookware'), leaf('216070', 'tableware')],
  ),
  branch('100227', tr('食品', 'Thực phẩm', 'Food'), [
    leaf('201184', 'rice'),
    leaf('201155', 'sweets'),
  ]),
]

const yahoo = [
  branch('13457', tr('ファッション', 'Thời trang', 'Fashion'), [
    leaf('2495', 'ladiesTops'),
    leaf('2499', 'bags'),
    leaf('37052', 'sneakers'),
    leaf('2503', 'watches'),
  ]),
  branch(
    '2501',
    tr('コスメ、美容、ヘアケア', 'Mỹ phẩm, làm đẹp, chăm sóc tóc', 'Beauty & hair care'),
    [leaf('1826', 'skincare'), leaf('1827', 'makeup'), leaf('1854', 'sunscreen')],
  ),
  branch('2500', HEALTH, [leaf('1593', 'supplements'), leaf('46938', 'protein')]),
  branch(
    '2497',
    tr('ベビー、キッズ、マタニティ', 'Em bé, trẻ em, bà bầu', 'Baby, kids & maternity'),
    [leaf('2232', 'diapers'), leaf('2234', 'formula'), leaf('2233', 'babyCare')],
  ),
  branch('2505', APPLIANCES, [
    leaf('2575', 'riceCookers'),
    leaf('2586', 'hairDryers'),
    leaf('2579', 'vacuums'),
  ]),
  branch('2504', tr('テレビ、オーディオ、カメラ', 'TV, âm thanh, máy ảnh', 'TV, audio & cameras'), [
    leaf('2548', 'headphones'),
    leaf('2547', 'speakers'),
  ]),
  branch(
    '2502',
    tr(
      'スマホ、タブレット、パソコン',
      'Điện thoại, máy tính bảng, máy tính',
      'Phones, tablets & PCs',
    ),
    [leaf('49331', 'tablets'), leaf('2511', 'accessories')],
  ),
  branch('2507', KITCHEN, [
    leaf('2610', 'cookware'),
    leaf('2612', 'tableware'),
    leaf('2608', 'knives'),
  ]),
  branch('2498', tr('食品', 'Thực phẩm', 'Food'), [leaf('1437', 'rice'), leaf('1402', 'sweets')]),
  branch('2513', tr('スポーツ', 'Thể thao', 'Sports'), [leaf('2660', 'golf')]),
  branch(
    '2514',
    tr('アウトドア、釣り、旅行用品', 'Dã ngoại, câu cá, du lịch', 'Outdoors, fishing & travel'),
    [leaf('2692', 'outdoor')],
  ),
]

const amazon = [
  branch('3210981', tr('家電&カメラ', 'Điện tử & máy ảnh', 'Electronics & cameras'), [
    leaf('2188762051', 'cameras'),
    leaf('3477981', 'headphones'),
    leaf('2137843051', 'riceCookers'),
    leaf('2137829051', 'vacuums'),
    leaf('2146028051', 'hairDryers'),
  ]),
  branch('2127209051', tr('パソコン・周辺機器', 'Máy tính & phụ kiện', 'Computers & accessories'), [
    leaf('2151981051', 'laptops'),
    leaf('2152014051', 'tablets'),
    leaf('2151901051', 'accessories'),
  ]),
  branch('3828871', tr('ホーム&キッチン', 'Nhà cửa & bếp', 'Home & kitchen'), [
    leaf('4083011', 'knives'),
    leaf('4083051', 'cookware'),
    leaf('4083111', 'tableware'),
  ]),
  branch('160384011', tr('ドラッグストア', 'Nhà thuốc', 'Drugstore'), [
    leaf('344919011', 'supplements'),
    leaf('2524893051', 'protein'),
    leaf('170563011', 'diapers'),
  ]),
  branch('52374051', tr('ビューティー', 'Làm đẹp', 'Beauty'), [
    leaf('52385051', 'skincare'),
    leaf('52384051', 'makeup'),
    leaf('2228286051', 'sunscreen'),
  ]),
  branch('344845011', tr('ベビー&マタニティ', 'Em bé & bà bầu', 'Baby & maternity'), [
    leaf('344862011', 'formula'),
    leaf('344849011', 'babyCare'),
    leaf('344856011', 'babyGear'),
  ]),
  branch('13299531', tr('おもちゃ', 'Đồ chơi', 'Toys'), [
    leaf('2189356051', 'toys'),
    leaf('2189067051', 'figures'),
  ]),
  branch('637394', tr('ゲーム', 'Trò chơi điện tử', 'Video games'), [
    leaf('4731379051', 'consoles'),
    leaf('4731378051', 'games'),
  ]),
  branch('57239051', tr('食品・飲料・お酒', 'Thực phẩm, đồ uống', 'Food & drinks'), [
    leaf('71442051', 'softDrinks'),
    leaf('71314051', 'sweets'),
    leaf('71588051', 'tea'),
  ]),
]

const yodobashi = [
  branch('19055', APPLIANCES, [
    leaf('19059', 'riceCookers'),
    leaf('19063', 'vacuums'),
    leaf('19070', 'hairDryers'),
  ]),
  branch('19531', tr('カメラ', 'Máy ảnh', 'Cameras'), [
    leaf('19535', 'cameras'),
    leaf('19540', 'lenses'),
  ]),
  branch('22052', tr('オーディオ', 'Âm thanh', 'Audio'), [
    leaf('22055', 'headphones'),
    leaf('22060', 'speakers'),
  ]),
  branch('19521', tr('パソコン', 'Máy tính', 'Computers'), [
    leaf('19523', 'laptops'),
    leaf('19527', 'tablets'),
    leaf('19529', 'accessories'),
  ]),
  branch('22088', tr('スマートフォン・携帯電話', 'Điện thoại di động', 'Mobile phones'), [
    leaf('22090', 'smartphones'),
  ]),
  branch('6353', tr('ゲーム・おもちゃ', 'Game, đồ chơi', 'Games & toys'), [
    leaf('6356', 'consoles'),
    leaf('6358', 'games'),
    leaf('6360', 'toys'),
    leaf('6362', 'figures'),
  ]),
  branch('3016', tr('時計', 'Đồng hồ', 'Watches'), [leaf('3018', 'watches')]),
  branch('21932', KITCHEN, [leaf('21934', 'knives'), leaf('21936', 'cookware')]),
  branch(
    '23020',
    tr('ビューティー・ヘルスケア', 'Làm đẹp, chăm sóc sức khỏe', 'Beauty & health care'),
    [leaf('23024', 'skincare'), leaf('23026', 'supplements')],
  ),
  branch('23022', tr('ベビー・キッズ', 'Em bé, trẻ em', 'Baby & kids'), [
    leaf('23028', 'diapers'),
    leaf('23030', 'formula'),
  ]),
]

const hardoff = [
  branch('instrument', tr('楽器', 'Nhạc cụ', 'Musical instruments'), [
    leaf('electric-guitar', 'electricGuitars'),
    leaf('acoustic-guitar', 'acousticGuitars'),
    leaf('bass', 'basses'),
    leaf('effector', 'effects'),
    leaf('keyboard', 'keyboards'),
    leaf('wind', 'windInstruments'),
  ]),
  branch('audio', tr('オーディオ', 'Thiết bị âm thanh', 'Audio'), [
    leaf('amplifier', 'amplifiers'),
    leaf('speaker', 'speakers'),
    leaf('turntable', 'turntables'),
    leaf('headphone', 'headphones'),
  ]),
  branch('camera', tr('カメラ', 'Máy ảnh', 'Cameras'), [
    leaf('digital-camera', 'cameras'),
    leaf('lens', 'lenses'),
    leaf('film-camera', 'filmCameras'),
  ]),
  branch('pc', tr('パソコン・タブレット', 'Máy tính, máy tính bảng', 'PCs & tablets'), [
    leaf('notebook', 'laptops'),
    leaf('tablet', 'tablets'),
    leaf('pc-accessory', 'accessories', tr('PC周辺機器', 'Phụ kiện máy tính', 'PC accessories')),
  ]),
  branch('game', tr('ゲーム', 'Trò chơi điện tử', 'Video games'), [
    leaf('console', 'consoles'),
    leaf('software', 'games'),
  ]),
  branch('brand', tr('時計・ブランド', 'Đồng hồ, hàng hiệu', 'Watches & brands'), [
    leaf('watch', 'watches'),
    leaf('bag', 'bags'),
  ]),
]

const nike = [
  branch('men', tr('メンズ', 'Nam', 'Men'), [
    leaf('mens-running-shoes', 'running'),
    leaf('mens-lifestyle-shoes', 'lifestyle'),
    leaf('mens-basketball-shoes', 'basketball'),
    leaf('mens-tops-t-shirts', 'tops'),
    leaf('mens-trousers-tights', 'bottoms'),
    leaf('mens-bags-accessories', 'gear'),
  ]),
  branch('women', tr('ウィメンズ', 'Nữ', 'Women'), [
    leaf('womens-running-shoes', 'running'),
    leaf('womens-lifestyle-shoes', 'lifestyle'),
    leaf('womens-tops-t-shirts', 'tops'),
    leaf('womens-trousers-tights', 'bottoms'),
    leaf('womens-bags-accessories', 'gear'),
  ]),
  branch('kids', tr('キッズ', 'Trẻ em', 'Kids'), [
    leaf('kids-shoes', 'kidsShoes'),
    leaf('kids-tops-t-shirts', 'tops', tr('キッズ トップス', 'Áo trẻ em', "Kids' tops")),
    leaf(
      'kids-bags-accessories',
      'gear',
      tr('キッズ アクセサリー', 'Phụ kiện trẻ em', "Kids' accessories"),
    ),
  ]),
]

const tonoike = [
  branch('seasoning', tr('調味料', 'Gia vị', 'Seasonings'), [
    leaf('soy-sauce', 'soySauce'),
    leaf('miso', 'miso'),
    leaf('dashi', 'seasonings'),
  ]),
  branch('staple', tr('麺類・米・レトルト', 'Mì, gạo, đồ ăn liền', 'Noodles, rice & ready meals'), [
    leaf('noodles', 'noodles'),
    leaf('rice', 'rice'),
    leaf('ready-meals', 'readyMeals'),
  ]),
  branch('snacks', tr('お菓子', 'Bánh kẹo', 'Snacks & sweets'), [
    leaf('senbei', 'crackers'),
    leaf('chocolate', 'sweets'),
    leaf('candy', 'candy'),
  ]),
  branch('drinks', tr('お茶・ソフトドリンク', 'Trà, nước giải khát', 'Tea & soft drinks'), [
    leaf('tea', 'tea'),
    leaf('soft-drinks', 'softDrinks'),
  ]),
  branch('dried', tr('乾物・ふりかけ', 'Đồ khô, gia vị rắc cơm', 'Dried goods & furikake'), [
    leaf('nori', 'driedGoods'),
  ]),
]

const yahooAuction = [
  branch('2084261685', tr('カメラ、光学機器', 'Máy ảnh, thiết bị quang học', 'Cameras & optics'), [
    leaf('2084261686', 'cameras', tr('デジタルカメラ', 'Máy ảnh kỹ thuật số', 'Digital cameras')),
    leaf('2084261687', 'lenses'),
    leaf('2084261688', 'filmCameras'),
  ]),
  branch('23140', tr('アクセサリー、時計', 'Phụ kiện, đồng hồ', 'Accessories & watches'), [
    leaf('23176', 'watches', tr('ブランド腕時計', 'Đồng hồ hàng hiệu', 'Brand watches')),
  ]),
  branch('25464', tr('おもちゃ、ゲーム', 'Đồ chơi, game', 'Toys & games'), [
    leaf('2084043920', 'consoles', tr('テレビゲーム本体', 'Máy chơi game', 'Game consoles')),
    leaf('2084043921', 'games'),
    leaf('2084050029', 'figures', tr('フィギュア', 'Mô hình', 'Figures')),
    leaf('2084050030', 'cards'),
  ]),
  branch('23000', tr('ファッション', 'Thời trang', 'Fashion'), [
    leaf('2084005', 'bags', tr('ブランド別バッグ', 'Túi hàng hiệu', 'Brand bags')),
    leaf('2084006', 'sneakers', tr('メンズシューズ', 'Giày nam', "Men's shoes")),
  ]),
  branch(
    '20000',
    tr('アンティーク、コレクション', 'Đồ cổ, đồ sưu tầm', 'Antiques & collectibles'),
    [
      leaf('2084061', 'coins', tr('貨幣', 'Tiền xu, tiền giấy', 'Coins & notes')),
      leaf('2084062', 'ceramics', tr('工芸品', 'Đồ thủ công', 'Crafts')),
    ],
  ),
  branch('22152', tr('楽器、器材', 'Nhạc cụ, thiết bị', 'Instruments & gear'), [
    leaf('2084019', 'electricGuitars', tr('ギター', 'Guitar', 'Guitars')),
    leaf('2084020', 'acousticGuitars'),
    leaf('2084021', 'effects'),
  ]),
  branch('23336', tr('コンピュータ', 'Máy tính', 'Computers'), [leaf('2084039', 'laptops')]),
  branch('21600', tr('本、雑誌', 'Sách, tạp chí', 'Books & magazines'), [
    leaf('2084045', 'manga', tr('漫画、コミック', 'Truyện tranh', 'Manga & comics')),
  ]),
]

/** Every browsable market's tree (BROWSABLE_MARKETS). */
export const TREES: Record<BrowsableMarket, TreeNode[]> = {
  'yahoo-auction': yahooAuction,
  mercari,
  paypay,
  rakuma,
  rakuten,
  yahoo,
  hardoff,
  amazon,
  yodobashi,
  tonoike,
  nike,
}

/** A leaf with the path to it (its root first). */
export type Placed = { node: TreeNode; path: TreeNode[] }

export function leavesOf(nodes: TreeNode[], path: TreeNode[] = []): Placed[] {
  return nodes.flatMap((node) =>
    node.children ? leavesOf(node.children, [...path, node]) : [{ node, path: [...path, node] }],
  )
}
