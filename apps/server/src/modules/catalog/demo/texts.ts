import type { LabelMap } from '@kaimono/contracts'

// The words of the demo catalogue's descriptions that belong to a kind of product rather than to
// one product: what it is good for, how it is used, how it is kept and what to watch out for.
// A T-shirt gets washing advice, a supplement the notice the law asks for, a formula the
// breast-milk statement; nothing gets a warning that does not belong to it.

const L = (vi: string, ja: string, en: string): LabelMap => ({ vi, ja, en })

export type Kind =
  | 'skincare'
  | 'makeup'
  | 'sunscreen'
  | 'haircare'
  | 'supplement'
  | 'medicine'
  | 'hygiene'
  | 'diaper'
  | 'wipes'
  | 'formula'
  | 'baby-food'
  | 'baby-care'
  | 'feeding'
  | 'snack'
  | 'tea'
  | 'coffee'
  | 'seasoning'
  | 'kitchenware'
  | 'detergent'
  | 'sponge'
  | 'bath'
  | 'towel'
  | 'clothing'
  | 'socks'
  | 'shoes'
  | 'bag'
  | 'accessory'

/** Kinds that are eaten or drunk: the only ones that come in flavours. */
export const EDIBLE_KINDS: ReadonlySet<Kind> = new Set([
  'supplement',
  'formula',
  'baby-food',
  'snack',
  'tea',
  'coffee',
  'seasoning',
])

export type KindText = {
  highlights: LabelMap[]
  usage?: LabelMap
  /** 'sizing' for what is worn: the usage paragraph tells how to choose a size. */
  usageHeading?: 'usage' | 'sizing'
  storage: LabelMap
  /** 'care' for textiles and shoes: washing and care rather than storage. */
  storageHeading?: 'storage' | 'care'
  warning?: LabelMap
  /** Food, medicines and cosmetics: how long before expiry at least, on delivery. */
  shelfLifeMonths?: number
}

export const HEADINGS = {
  highlights: L('Điểm nổi bật', '特長', 'Highlights'),
  usage: L('Cách dùng', '使い方', 'How to use'),
  sizing: L('Chọn size', 'サイズの選び方', 'Choosing a size'),
  sizeChart: L('Bảng size', 'サイズ表', 'Size chart'),
  storage: L('Bảo quản', '保管方法', 'Storage'),
  care: L('Giặt và bảo quản', 'お手入れ方法', 'Care'),
  note: L('Lưu ý', 'ご注意', 'Please note'),
  material: L('Chất liệu', '素材', 'Material'),
} as const

export const shelfLife = (months: number): LabelMap =>
  L(
    `Hạn sử dụng còn ít nhất ${months} tháng khi giao hàng`,
    `お届け時点で期限まで${months}ヶ月以上あるものをお送りします`,
    `At least ${months} months before expiry on delivery`,
  )

export const BOUGHT_IN_JAPAN = L(
  'Hàng mua tại Nhật Bản, được kiểm tra tại kho của chúng tôi ở Nhật trước khi gửi về Việt Nam.',
  '日本国内で買い付け、日本の自社倉庫で検品してからベトナムへ発送します。',
  'Bought in Japan and checked in our Japanese warehouse before it is shipped to Vietnam.',
)

const SKIN_WARNING = L(
  'Ngưng sử dụng nếu da có dấu hiệu mẩn đỏ, ngứa hoặc kích ứng. Để xa tầm tay trẻ em.',
  'お肌に異常が生じていないかよく注意してご使用ください。お肌に合わないときは使用を中止してください。乳幼児の手の届かない所に保管してください。',
  'Stop using it if redness, itching or irritation appears. Keep out of the reach of children.',
)
const COSMETIC_STORAGE = L(
  'Đậy kín nắp sau khi dùng, tránh ánh nắng trực tiếp và nơi nhiệt độ cao. Nên dùng hết trong 6 tháng sau khi mở.',
  '使用後はしっかりキャップを閉め、直射日光・高温多湿を避けて保管してください。開封後は6ヶ月を目安にお使いください。',
  'Close it after use and keep it away from direct sunlight and heat. Best used within 6 months of opening.',
)
const DRY_STORAGE = L(
  'Để nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp.',
  '直射日光・高温多湿を避けて保管してください。',
  'Keep in a cool, dry place out of direct sunlight.',
)
const FOOD_STORAGE = L(
  'Bảo quản nơi khô mát, tránh ánh nắng trực tiếp. Sau khi mở, đóng kín và dùng hết sớm.',
  '直射日光・高温多湿を避けて保存してください。開封後はしっかり封をして、お早めにお召し上がりください。',
  'Store in a cool, dry place out of direct sunlight. Once opened, seal it and finish it soon.',
)
const GARMENT_CARE = L(
  'Giặt máy ở chế độ nhẹ với nước dưới 30°C, lộn trái khi giặt, không dùng chất tẩy; phơi trong bóng râm, không sấy nóng.',
  '洗濯機(弱水流)で30℃以下の水で、裏返して洗ってください。漂白剤は使用せず、陰干ししてください。タンブル乾燥はお避けください。',
  'Machine wash on a gentle cycle below 30°C, inside out, without bleach; dry in the shade, do not tumble dry.',
)

export const KINDS: Record<Kind, KindText> = {
  skincare: {
    highlights: [
      L(
        'Dòng sản phẩm bán tại drugstore Nhật, làm cho làn da người Nhật',
        '日本のドラッグストアで販売されている国内向け商品',
        'Sold in Japanese drugstores, made for Japanese skin',
      ),
      L(
        'Không cồn, không chất tạo màu, không dầu khoáng',
        'アルコール・着色料・鉱物油フリー',
        'Free of alcohol, colourants and mineral oil',
      ),
    ],
    storage: COSMETIC_STORAGE,
    warning: SKIN_WARNING,
    shelfLifeMonths: 12,
  },
  makeup: {
    highlights: [
      L(
        'Bền màu, ít trôi trong thời tiết nóng ẩm',
        '汗・皮脂に強く、高温多湿でもくずれにくい',
        'Long-wearing, holds up in hot and humid weather',
      ),
      L(
        'Tông màu chọn cho làn da châu Á',
        'アジア人の肌に合わせた色設計',
        'Shades chosen for Asian skin tones',
      ),
    ],
    storage: COSMETIC_STORAGE,
    warning: SKIN_WARNING,
    shelfLifeMonths: 12,
  },
  sunscreen: {
    highlights: [
      L(
        'Chỉ số chống nắng đo theo tiêu chuẩn Nhật Bản (JCIA)',
        '日本化粧品工業連合会の基準で測定したSPF・PA',
        'SPF and PA measured to the Japanese (JCIA) standard',
      ),
      L(
        'Không để lại vệt trắng, dùng được dưới lớp trang điểm',
        '白浮きしにくく、化粧下地としても使えます',
        'No white cast; works under makeup',
      ),
    ],
    usage: L(
      'Thoa đều một lượng vừa đủ lên da 15 phút trước khi ra nắng; thoa lại sau 2–3 giờ hoặc sau khi ra nhiều mồ hôi, lau khăn. Rửa sạch bằng sữa rửa mặt thông thường.',
      '外出の15分前に適量をムラなく塗り広げてください。2〜3時間おき、また汗をかいたり タオルでふいたりした後は塗り直してください。普段の洗顔料で落とせます。',
      'Apply evenly 15 minutes before going out; reapply every 2–3 hours and after sweating or towelling. Comes off with your usual cleanser.',
    ),
    storage: COSMETIC_STORAGE,
    warning: SKIN_WARNING,
    shelfLifeMonths: 12,
  },
  haircare: {
    highlights: [
      L(
        'Hợp với tóc khô, xơ và tóc đã uốn, nhuộm',
        '乾燥・パサつき、カラーやパーマで傷んだ髪に',
        'For dry, frizzy, coloured or permed hair',
      ),
      L('Mùi hương dịu, không gắt', 'やさしく香るフレグランス', 'A soft, gentle fragrance'),
    ],
    storage: DRY_STORAGE,
    warning: L(
      'Tránh để sản phẩm dính vào mắt; nếu dính, rửa ngay bằng nước sạch.',
      '目に入らないようご注意ください。目に入ったときは、すぐに水で洗い流してください。',
      'Avoid contact with the eyes; if it gets in, rinse at once with water.',
    ),
  },
  supplement: {
    highlights: [
      L(
        'Sản xuất tại nhà máy đạt chuẩn GMP ở Nhật Bản',
        '国内GMP認定工場で製造',
        'Made in a GMP-certified factory in Japan',
      ),
      L(
        'Không dùng chất tạo màu và hương liệu tổng hợp',
        '合成着色料・香料不使用',
        'No artificial colours or flavourings',
      ),
    ],
    storage: L(
      'Đóng kín sau khi mở, để nơi khô mát, tránh ánh nắng trực tiếp.',
      '開封後はしっかり封をして、直射日光・高温多湿を避けて保管してください。',
      'Seal it after opening and keep it in a cool, dry place out of direct sunlight.',
    ),
    warning: L(
      'Thực phẩm này không phải là thuốc, không có tác dụng thay thế thuốc chữa bệnh. Phụ nữ có thai, đang cho con bú hoặc đang dùng thuốc nên hỏi ý kiến bác sĩ trước khi dùng. Để xa tầm tay trẻ em.',
      '本品は医薬品ではありません。妊娠・授乳中の方、薬を服用中の方は医師にご相談ください。乳幼児の手の届かない所に保管してください。',
      'This is a food supplement, not a medicine, and does not replace one. Ask your doctor first if you are pregnant, breastfeeding or taking medication. Keep out of the reach of children.',
    ),
    shelfLifeMonths: 12,
  },
  medicine: {
    highlights: [
      L(
        'Bán tại các hiệu thuốc ở Nhật Bản',
        '日本の薬局・ドラッグストアで販売',
        'Sold in Japanese pharmacies',
      ),
      L('Nhỏ gọn, tiện mang theo', 'コンパクトで持ち歩きに便利', 'Small enough to carry with you'),
    ],
    storage: DRY_STORAGE,
    warning: L(
      'Đọc kỹ hướng dẫn sử dụng trước khi dùng. Ngưng dùng và hỏi ý kiến bác sĩ nếu có dấu hiệu bất thường. Để xa tầm tay trẻ em.',
      '使用前に添付文書をよく読んでください。異常が現れた場合は使用を中止し、医師にご相談ください。小児の手の届かない所に保管してください。',
      'Read the leaflet before use. Stop and see a doctor if anything unusual happens. Keep out of the reach of children.',
    ),
    shelfLifeMonths: 12,
  },
  hygiene: {
    highlights: [
      L(
        'Ba lớp lọc, chặn bụi mịn và phấn hoa',
        '3層フィルターでPM2.5・花粉をカット',
        'Three filter layers against fine dust and pollen',
      ),
      L(
        'Dây đeo mềm, đeo lâu không đau tai',
        'やわらかい耳ひもで長時間でも耳が痛くなりにくい',
        'Soft ear loops, comfortable for hours',
      ),
    ],
    usage: L(
      'Kéo giãn các nếp gấp, đeo sao cho khẩu trang che kín mũi và cằm, rồi ấn thanh nẹp cho ôm sống mũi. Mỗi chiếc chỉ dùng một lần.',
      'プリーツを広げ、鼻とあごを覆うように着け、ノーズフィッターを鼻の形に合わせてください。1枚につき1回の使い捨てです。',
      'Unfold the pleats, cover nose and chin, then press the nose wire to fit. Each mask is for one use.',
    ),
    storage: DRY_STORAGE,
  },
  diaper: {
    highlights: [
      L(
        'Bề mặt mềm, thoáng khí, hạn chế hăm',
        'ふんわりやわらかシートで通気性がよく、ムレにくい',
        'Soft, breathable surface that helps prevent rash',
      ),
      L(
        'Vạch báo đầy đổi màu khi bé tè',
        'おしっこサインで替えどきがひと目でわかる',
        'A wetness line that changes colour',
      ),
    ],
    usage: L(
      'Chọn size theo cân nặng của bé ghi trên bao bì. Thay bỉm khi vạch báo đổi màu, cuộn bỉm đã dùng lại và bỏ vào thùng rác.',
      'パッケージの体重目安を参考にサイズをお選びください。おしっこサインが変わったら取り替え、使用後は丸めて捨ててください。',
      'Choose the size by your baby’s weight as printed on the pack. Change when the line changes colour; roll up used diapers and put them in the bin.',
    ),
    storage: DRY_STORAGE,
  },
  wipes: {
    highlights: [
      L(
        '99% nước tinh khiết, không cồn, không hương liệu',
        '純水99%、アルコール・香料不使用',
        '99% purified water, no alcohol, no fragrance',
      ),
      L(
        'Khăn dày, không xơ, lau được cả tay và miệng',
        '厚手で毛羽立ちにくく、手や口にも使えます',
        'Thick and lint-free, fine for hands and mouth',
      ),
    ],
    usage: L(
      'Bóc nhãn dán, rút từng tờ; dán kín lại sau khi dùng để khăn không bị khô.',
      'フタを開けて1枚ずつ取り出し、使用後は乾燥を防ぐためしっかり閉じてください。',
      'Lift the lid and pull one at a time; close it after use so the wipes stay moist.',
    ),
    storage: L(
      'Tránh ánh nắng trực tiếp và nơi nhiệt độ cao.',
      '直射日光・高温を避けて保管してください。',
      'Keep away from direct sunlight and heat.',
    ),
  },
  formula: {
    highlights: [
      L(
        'Bổ sung DHA, sắt và vitamin theo tiêu chuẩn sữa công thức của Nhật Bản',
        '日本の乳児用調製粉乳の規格に沿ってDHA・鉄・ビタミンを配合',
        'DHA, iron and vitamins to the Japanese infant formula standard',
      ),
      L(
        'Vị thanh, dễ pha, ít vón cục',
        'すっきりした味わいで溶けやすい',
        'A light taste; dissolves easily without lumps',
      ),
    ],
    usage: L(
      'Rửa tay và tiệt trùng bình. Pha với nước đã đun sôi để nguội còn khoảng 70°C theo đúng bảng định lượng trên hộp, để nguội đến nhiệt độ cơ thể rồi cho bé uống. Sữa đã pha dùng trong vòng 2 giờ.',
      '手を洗い、哺乳びんを消毒してください。一度沸騰させて70℃以上に冷ましたお湯で、缶の調乳表どおりに溶かし、人肌に冷ましてから飲ませてください。調乳後2時間以内にお使いください。',
      'Wash your hands and sterilise the bottle. Mix with water boiled and cooled to about 70°C, exactly as the table on the can says, cool to body temperature and feed. Use within 2 hours of mixing.',
    ),
    storage: L(
      'Đậy kín nắp sau khi mở, để nơi khô mát, không để trong tủ lạnh; dùng hết trong 1 tháng.',
      '開封後はフタをしっかり閉め、冷蔵庫を避けて涼しい所に保管し、1ヶ月以内にお使いください。',
      'Close the lid after opening, keep cool and dry but not in the fridge, and finish within a month.',
    ),
    warning: L(
      'Sữa mẹ là thức ăn tốt nhất cho sức khỏe và sự phát triển toàn diện của trẻ nhỏ.',
      '赤ちゃんにとって母乳は最良の栄養です。',
      'Breast milk is the best food for a baby’s health and development.',
    ),
    shelfLifeMonths: 12,
  },
  'baby-food': {
    highlights: [
      L(
        'Không chất bảo quản, không thêm muối và đường',
        '保存料不使用、食塩・砂糖無添加',
        'No preservatives, no added salt or sugar',
      ),
      L(
        'Ăn ngay hoặc hâm nóng, tiện mang đi chơi',
        'そのままでも温めても。お出かけにも便利',
        'Ready to eat or warm up; handy on outings',
      ),
    ],
    usage: L(
      'Có thể ăn ngay hoặc ngâm cả túi trong nước ấm vài phút. Cho ra bát, thử nhiệt độ trước khi cho bé ăn; phần còn lại sau khi mở không để dành.',
      'そのまま、または袋ごとお湯で数分温めてください。器に移し、温度を確かめてから与えてください。開封後の残りは与えないでください。',
      'Serve as it is, or warm the pouch in hot water for a few minutes. Spoon into a bowl and check the temperature; do not keep leftovers.',
    ),
    storage: FOOD_STORAGE,
    shelfLifeMonths: 9,
  },
  'baby-care': {
    highlights: [
      L(
        'Công thức dịu nhẹ, đã thử nghiệm trên da trẻ sơ sinh',
        '新生児の肌でテスト済みのやさしい処方',
        'A gentle formula tested on newborn skin',
      ),
      L('Không chất tạo màu, không cồn', '着色料・アルコール無添加', 'No colourants, no alcohol'),
    ],
    storage: DRY_STORAGE,
    warning: L(
      'Ngưng dùng nếu da bé có dấu hiệu kích ứng. Để xa tầm tay trẻ em.',
      'お肌に合わないときは使用を中止してください。乳幼児の手の届かない所に保管してください。',
      'Stop using it if your baby’s skin reacts. Keep out of the reach of children.',
    ),
    shelfLifeMonths: 12,
  },
  feeding: {
    highlights: [
      L(
        'Nhựa PPSU chịu nhiệt, không chứa BPA',
        '耐熱性に優れたPPSU製、BPAフリー',
        'Heat-resistant PPSU, BPA-free',
      ),
      L(
        'Tiệt trùng được bằng nước sôi, hơi nước và lò vi sóng',
        '煮沸・スチーム・電子レンジ消毒に対応',
        'Can be sterilised by boiling, steam or microwave',
      ),
    ],
    usage: L(
      'Rửa sạch và tiệt trùng trước lần dùng đầu tiên. Kiểm tra núm ti trước mỗi lần dùng và thay núm sau 1–2 tháng.',
      '初めて使う前に洗浄・消毒してください。毎回乳首の状態を確認し、1〜2ヶ月を目安に交換してください。',
      'Wash and sterilise before first use. Check the teat every time and replace it every 1–2 months.',
    ),
    storage: L(
      'Để thật khô sau khi rửa, cất nơi sạch sẽ.',
      '洗浄後はよく乾かし、清潔な場所に保管してください。',
      'Let it dry fully after washing and keep it somewhere clean.',
    ),
  },
  snack: {
    highlights: [
      L(
        'Làm tại Nhật, đóng gói từng phần',
        '日本国内で製造、個包装',
        'Made in Japan, individually wrapped',
      ),
      L(
        'Hộp đẹp, hợp làm quà biếu',
        '手土産・ギフトにも喜ばれます',
        'Nicely boxed, a welcome gift',
      ),
    ],
    usage: L(
      'Ngon hơn khi dùng cùng trà hoặc cà phê.',
      'お茶やコーヒーのお供にどうぞ。',
      'Best with tea or coffee.',
    ),
    storage: FOOD_STORAGE,
    shelfLifeMonths: 4,
  },
  tea: {
    highlights: [
      L(
        'Lá trà từ những vùng trà nổi tiếng của Nhật',
        '日本の有名産地の茶葉を使用',
        'Leaves from Japan’s renowned tea regions',
      ),
      L(
        'Hương thơm, vị đậm, ít chát',
        '香り高く、渋みが少ない',
        'Fragrant and full, with little bitterness',
      ),
    ],
    storage: L(
      'Đóng kín sau khi mở, để nơi khô mát và tránh xa đồ có mùi mạnh.',
      '開封後はしっかり封をし、においの強いものを避けて涼しい所で保存してください。',
      'Seal after opening; keep cool, dry and away from strong smells.',
    ),
    shelfLifeMonths: 9,
  },
  coffee: {
    highlights: [
      L(
        'Rang xay tại Nhật, mỗi túi một ly',
        '国内焙煎、1袋で1杯分',
        'Roasted in Japan; one bag, one cup',
      ),
      L(
        'Túi lọc có móc, gài được lên mọi loại cốc',
        'カップにかけるだけのドリップバッグ',
        'Drip bags that hang on any cup',
      ),
    ],
    usage: L(
      'Xé túi theo đường cắt, mở hai móc và gài lên miệng cốc; rót khoảng 140 ml nước sôi làm 3–4 lần.',
      '切り口から開けてカップにセットし、熱湯約140mlを3〜4回に分けて注いでください。',
      'Tear along the line, hook the bag on your cup and pour about 140 ml of boiling water in 3–4 goes.',
    ),
    storage: FOOD_STORAGE,
    shelfLifeMonths: 9,
  },
  seasoning: {
    highlights: [
      L(
        'Ủ và sản xuất theo cách truyền thống của Nhật',
        '昔ながらの製法で丁寧に仕込みました',
        'Brewed and made the traditional Japanese way',
      ),
      L(
        'Dùng được cho cả món Nhật lẫn món Việt',
        '和食はもちろん、いろいろな料理に',
        'For Japanese cooking and beyond',
      ),
    ],
    storage: L(
      'Sau khi mở, đậy kín và bảo quản trong tủ lạnh.',
      '開封後は冷蔵庫で保存してください。',
      'Keep in the fridge once opened.',
    ),
    shelfLifeMonths: 6,
  },
  kitchenware: {
    highlights: [
      L(
        'Hoàn thiện tỉ mỉ, dùng bền nhiều năm',
        '丁寧な仕上げで長く使えます',
        'Carefully finished to last for years',
      ),
    ],
    storage: L(
      'Rửa sạch, lau khô sau khi dùng.',
      '使用後は洗って水気をよくふき取ってください。',
      'Wash and dry after use.',
    ),
  },
  detergent: {
    highlights: [
      L(
        'Đậm đặc, chỉ cần một lượng nhỏ',
        '濃縮タイプで少量でしっかり',
        'Concentrated: a little goes a long way',
      ),
      L('Hương thơm nhẹ, không gắt', 'やさしい香り', 'A light, clean scent'),
    ],
    storage: L(
      'Đậy kín, để nơi khô ráo, tránh ánh nắng trực tiếp.',
      'キャップをしっかり閉め、直射日光を避けて保管してください。',
      'Close tightly and keep dry, out of direct sunlight.',
    ),
    warning: L(
      'Không được uống. Nếu dính vào mắt, rửa ngay bằng nhiều nước sạch. Để xa tầm tay trẻ em.',
      '飲み物ではありません。目に入ったときはすぐに多量の水で洗い流してください。子供の手の届く所に置かないでください。',
      'Do not drink. If it gets into the eyes, rinse at once with plenty of water. Keep out of the reach of children.',
    ),
  },
  sponge: {
    highlights: [
      L('Chỉ cần nước, không cần chất tẩy', '水だけで汚れが落ちる', 'Cleans with water alone'),
      L(
        'Cắt được theo kích thước muốn dùng',
        '好きな大きさにカットして使えます',
        'Cut it to the size you need',
      ),
    ],
    usage: L(
      'Làm ướt, vắt nhẹ rồi chà lên vết bẩn.',
      '水を含ませて軽くしぼり、汚れをこすってください。',
      'Wet it, squeeze lightly and rub the stain.',
    ),
    storage: L('Để khô sau khi dùng.', '使用後は乾かしてください。', 'Let it dry after use.'),
    warning: L(
      'Không dùng trên bề mặt bóng, sơn mài, gỗ phủ sơn hoặc lên da người.',
      '光沢面・漆器・塗装面、人体には使用しないでください。',
      'Do not use on glossy, lacquered or painted surfaces, or on skin.',
    ),
  },
  bath: {
    highlights: [
      L(
        'Hương thơm dịu, thư giãn sau một ngày dài',
        '一日の疲れをほぐすやさしい香り',
        'A soft scent to unwind after a long day',
      ),
      L('Dịu nhẹ với làn da', '肌にやさしい処方', 'Gentle on the skin'),
    ],
    storage: DRY_STORAGE,
  },
  towel: {
    highlights: [
      L(
        'Đạt tiêu chuẩn Imabari: chìm trong nước dưới 5 giây',
        '今治タオル基準「5秒ルール」をクリアした吸水性',
        'Meets the Imabari standard: sinks in water within 5 seconds',
      ),
      L(
        'Sợi cotton mềm, càng giặt càng mềm',
        '洗うほどにふんわり',
        'Soft cotton that gets softer with washing',
      ),
    ],
    usage: L(
      'Giặt một lần trước khi dùng để khăn thấm nước tốt nhất.',
      'ご使用前に一度洗濯すると、吸水性がよくなります。',
      'Wash once before first use for the best absorbency.',
    ),
    storage: L(
      'Giặt máy được; dùng ít nước xả vải vì làm giảm độ thấm.',
      '洗濯機で洗えます。柔軟剤の使いすぎは吸水性が落ちるのでお控えください。',
      'Machine washable; go easy on fabric softener, which reduces absorbency.',
    ),
    storageHeading: 'care',
  },
  clothing: {
    highlights: [],
    usage: L(
      'Size theo số đo Nhật Bản, thường nhỏ hơn khoảng nửa size so với hàng Âu Mỹ. Nếu phân vân giữa hai size, hãy chọn size lớn hơn.',
      '日本サイズです。2サイズで迷ったら大きいほうをおすすめします。',
      'Japanese sizing, about half a size smaller than European or American sizes. If you are between two sizes, take the larger.',
    ),
    usageHeading: 'sizing',
    storage: GARMENT_CARE,
    storageHeading: 'care',
  },
  socks: {
    highlights: [],
    usage: L(
      'Size 23–25 cm hợp với cỡ giày 36–39; size 25–27 cm hợp với cỡ giày 40–43.',
      '23〜25cmは靴のサイズ36〜39、25〜27cmは40〜43が目安です。',
      '23–25 cm fits shoe sizes 36–39 (EU); 25–27 cm fits 40–43.',
    ),
    usageHeading: 'sizing',
    storage: GARMENT_CARE,
    storageHeading: 'care',
  },
  shoes: {
    highlights: [],
    usage: L(
      'Size ghi theo chiều dài bàn chân (cm). Đo từ gót đến đầu ngón dài nhất rồi chọn size bằng hoặc lớn hơn 0,5 cm. Quy đổi tham khảo: 23,0 ≈ EU 36,5; 24,0 ≈ EU 38; 25,0 ≈ EU 39; 26,0 ≈ EU 40,5; 27,0 ≈ EU 42.',
      'サイズは足の長さ(cm)です。かかとから一番長い指先までを測り、同じか0.5cm大きいサイズをお選びください。',
      'Sizes are foot length in centimetres. Measure from heel to the tip of your longest toe and take that size or 0.5 cm more. Roughly: 23.0 ≈ EU 36.5, 24.0 ≈ EU 38, 25.0 ≈ EU 39, 26.0 ≈ EU 40.5, 27.0 ≈ EU 42.',
    ),
    usageHeading: 'sizing',
    storage: L(
      'Lau bằng khăn ẩm, phơi nơi thoáng gió, tránh nắng gắt; không giặt máy.',
      '汚れは固くしぼった布でふき取り、風通しのよい日陰で乾かしてください。洗濯機では洗えません。',
      'Wipe with a damp cloth and air-dry out of strong sun; do not machine wash.',
    ),
    storageHeading: 'care',
  },
  bag: {
    highlights: [],
    storage: L(
      'Lau vết bẩn bằng khăn ẩm; không giặt máy, không sấy.',
      '汚れは水で湿らせた布でふき取ってください。洗濯機・乾燥機は使用できません。',
      'Wipe marks off with a damp cloth; do not machine wash or tumble dry.',
    ),
    storageHeading: 'care',
  },
  accessory: {
    highlights: [],
    storage: L(
      'Để khô ráo, tránh ánh nắng trực tiếp khi cất.',
      '乾いた状態で、直射日光を避けて保管してください。',
      'Store dry and out of direct sunlight.',
    ),
    storageHeading: 'care',
  },
}

/** Colours a garment, shoe or bag comes in; the value is the option's code. */
export const COLORS = {
  white: L('Trắng', 'ホワイト', 'White'),
  black: L('Đen', 'ブラック', 'Black'),
  navy: L('Xanh navy', 'ネイビー', 'Navy'),
  grey: L('Xám', 'グレー', 'Grey'),
  beige: L('Be', 'ベージュ', 'Beige'),
  'light-blue': L('Xanh nhạt', 'サックスブルー', 'Light blue'),
  khaki: L('Xanh rêu', 'カーキ', 'Khaki'),
  brown: L('Nâu', 'ブラウン', 'Brown'),
  pink: L('Hồng', 'ピンク', 'Pink'),
} as const satisfies Record<string, LabelMap>
export type ColorCode = keyof typeof COLORS

/** Japanese clothing sizes with the chest measurement they fit, for the size chart. */
export const GARMENT_SIZES: Record<string, { chest: string; length: number }> = {
  S: { chest: '80–88', length: 64 },
  M: { chest: '88–96', length: 67 },
  L: { chest: '96–104', length: 70 },
  XL: { chest: '104–112', length: 73 },
}
