import type { Lang } from '@kaimono/contracts'

/** Open Graph's name of each language (og:locale), for every page that is shared by link. */
export const OG_LOCALE: Record<Lang, string> = { vi: 'vi_VN', ja: 'ja_JP', en: 'en_US' }
