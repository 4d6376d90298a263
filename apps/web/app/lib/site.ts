/** Fixed contact and store details shown in the footer and help pages (§9: fixed text). */
export const SITE = {
  hotline: '1900 6368',
  hotlineHref: 'tel:19006368',
  email: 'support@kaimono.vn',
  facebook: 'https://www.facebook.com/kaimono.vn',
  appStore: 'https://apps.apple.com/vn/app/kaimono/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=vn.kaimono.app',
} as const
