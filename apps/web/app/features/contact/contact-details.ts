import { SITE } from '#app/lib/site.ts'

/**
 * The contact page's numbers and chat links (§2 Contact us: "values not shown"; ours). Kept out
 * of `SITE`, which every page's footer loads.
 */
export const CONTACT = {
  hotline: { text: SITE.hotline, href: SITE.hotlineHref },
  saigonPhone: { text: '028 3762 5168', href: 'tel:02837625168' },
  email: { text: SITE.email, href: `mailto:${SITE.email}` },
  zalo: 'https://zalo.me/0936186368',
  messenger: 'https://m.me/kaimono.vn',
} as const

/** §9: a contact's copy confirmation shows for 1 s (2 s elsewhere). */
export const CONTACT_COPIED_MS = 1_000
