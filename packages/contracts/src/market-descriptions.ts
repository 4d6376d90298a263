import type { ShopId, Words } from './markets.ts'

/**
 * §3 shop list entry's description of each shop, in vi, ja and en. Apart from the registry
 * (markets.ts) so that the browser, which shows names only, does not load them.
 */
export const SHOP_DESCRIPTIONS: Record<ShopId, Words> = {
  ikom: {
    vi: 'Mỹ phẩm, thực phẩm chức năng và đồ gia dụng chính hãng Nhật Bản',
    ja: '日本の化粧品・サプリメント・日用品の正規品',
    en: 'Genuine Japanese cosmetics, supplements and household goods',
  },
  awond: {
    vi: 'Đồ mẹ và bé, thực phẩm và thời trang Nhật Bản',
    ja: 'ベビー用品・食品・ファッションのセレクトショップ',
    en: 'Japanese baby goods, food and fashion',
  },
  ecoring: {
    vi: 'Đấu giá hàng hiệu và đồ cũ đã được thẩm định',
    ja: '鑑定済みのブランド品・中古品のオークション',
    en: 'Auctions of authenticated brand-name and second-hand goods',
  },
  'yahoo-auction': {
    vi: 'Sàn đấu giá trực tuyến lớn nhất Nhật Bản',
    ja: '日本最大級のネットオークション',
    en: "Japan's largest online auction site",
  },
  mercari: {
    vi: 'Chợ đồ cũ trực tuyến lớn nhất Nhật Bản',
    ja: '日本最大級のフリマアプリ',
    en: "Japan's largest flea-market app",
  },
  paypay: {
    vi: 'Chợ đồ cũ của Yahoo! Japan và PayPay',
    ja: 'Yahoo! JAPANとPayPayのフリマ',
    en: 'The flea market of Yahoo! JAPAN and PayPay',
  },
  rakuma: {
    vi: 'Chợ đồ cũ của Rakuten',
    ja: '楽天のフリマアプリ',
    en: "Rakuten's flea-market app",
  },
  rakuten: {
    vi: 'Trung tâm mua sắm trực tuyến lớn của Nhật Bản',
    ja: '日本最大級のインターネットショッピングモール',
    en: "One of Japan's largest online shopping malls",
  },
  yahoo: {
    vi: 'Trung tâm mua sắm trực tuyến của Yahoo! Japan',
    ja: 'Yahoo! JAPANのショッピングモール',
    en: 'The online shopping mall of Yahoo! JAPAN',
  },
  hardoff: {
    vi: 'Chuỗi cửa hàng đồ điện tử và nhạc cụ đã qua sử dụng',
    ja: '中古の家電・楽器・ホビーのリユースショップ',
    en: 'Second-hand electronics, instruments and hobby goods',
  },
  amazon: {
    vi: 'Amazon Nhật Bản',
    ja: 'Amazon.co.jp',
    en: 'Amazon Japan',
  },
  yodobashi: {
    vi: 'Đồ điện tử, máy ảnh và đồ gia dụng',
    ja: '家電・カメラ・日用品の通販',
    en: 'Electronics, cameras and household goods',
  },
  tonoike: {
    vi: 'Nhà bán buôn thực phẩm và hàng tiêu dùng Nhật Bản',
    ja: '食品・日用品の卸売',
    en: 'Japanese wholesaler of food and daily goods',
  },
  nike: {
    vi: 'Cửa hàng chính hãng Nike Nhật Bản',
    ja: 'ナイキ公式オンラインストア',
    en: 'The official Nike store of Japan',
  },
}
