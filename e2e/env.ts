// What the Playwright config hands down to the tests (workers inherit the runner's environment)
// and the accounts it creates before the server starts. No Playwright imports: the config loads it.

/** The directory e2e/smtp-sink.mjs writes every mail it receives to, one .eml file each. */
export const MAIL_DIR_ENV = 'KAIMONO_E2E_MAIL_DIR'
export const SMTP_PORT_ENV = 'KAIMONO_E2E_SMTP_PORT'

/** Made by `npm run user:create` before the server starts (a CLI owns the data directory). */
export const ADMIN = {
  email: 'admin@kaimono.test',
  password: 'Admin-pass-1234',
  name: 'Admin',
} as const

/** Customers made by the same CLI for the invitation-code journey (no sign-up mail needed). */
export const GIFT_OWNER = {
  email: 'chu.ma@kaimono.test',
  password: 'Owner-pass-1234',
  name: 'Hoàng Minh',
} as const
export const GIFT_FRIEND = {
  email: 'ban.be@kaimono.test',
  password: 'Friend-pass-1234',
  name: 'Vũ Lan',
} as const

/** A customer with no saved address, for the address-book journey. */
export const ADDRESS_OWNER = {
  email: 'so.dia.chi@kaimono.test',
  password: 'Address-pass-1234',
  name: 'Phạm Thu Hà',
} as const

/** A customer who leaves a product review in the catalogue journey. */
export const REVIEWER = {
  email: 'nguoi.danh.gia@kaimono.test',
  password: 'Reviewer-pass-1234',
  name: 'Trần Mai Anh',
} as const

/** A customer who buys from both own shops in the cart and checkout journey. */
export const CART_BUYER = {
  email: 'nguoi.mua@kaimono.test',
  password: 'Buyer-pass-1234',
  name: 'Lê Văn Khoa',
} as const

/** A customer who changes quantities and removes lines in the cart journey. */
export const CART_EDITOR = {
  email: 'gio.hang@kaimono.test',
  password: 'Editor-pass-1234',
  name: 'Đỗ Thị Hằng',
} as const

/** A customer whose header (cart sheet, bell, tab bar) the phone-header journey measures. */
export const HEADER_SHOPPER = {
  email: 'dau.trang@kaimono.test',
  password: 'Header-pass-1234',
  name: 'Ngô Bảo Châu',
} as const

/** Customers whose wallets the wallet journey fills through the staff API, one per project. */
export const WALLET_OWNERS = {
  desktop: {
    email: 'vi.may.tinh@kaimono.test',
    password: 'Wallet-pass-1234',
    name: 'Bùi Thanh Tâm',
  },
  mobile: {
    email: 'vi.dien.thoai@kaimono.test',
    password: 'Wallet-pass-5678',
    name: 'Lý Ngọc Hân',
  },
} as const

/** Customers who choose a T-shirt's size and colour (issue 15), one per project. */
export const VARIANT_BUYERS = {
  desktop: {
    email: 'chon.size@kaimono.test',
    password: 'Variant-pass-1234',
    name: 'Ngô Thảo Vy',
  },
  mobile: {
    email: 'chon.mau@kaimono.test',
    password: 'Variant-pass-5678',
    name: 'Hồ Minh Quân',
  },
} as const

/** The local OpenID Connect server standing in for Google (e2e/oidc-server.mjs). */
export const OIDC_PORT_ENV = 'KAIMONO_E2E_OIDC_PORT'
export const GOOGLE_PERSON = {
  email: 'google.customer@kaimono.test',
  name: 'Đặng Quốc Bảo',
} as const
