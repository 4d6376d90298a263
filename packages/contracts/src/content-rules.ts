// Zod-free rules of the content and support screens, for the browser as well as the server.

/** §2 Help pages (and About us): the pages staff edit per language, by slug. */
export const HELP_PAGES = ['newbie', 'manual', 'question-and-answer', 'policy', 'about-us'] as const
export type HelpPage = (typeof HELP_PAGES)[number]

/** §9: blog suggestions. */
export const BLOG_SUGGESTIONS = 4
/** A post's cover, drawn at the size link previews (Open Graph) want. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

/** The blog list's page size. */
export const BLOG_PAGE_SIZE = 9

/**
 * §3 Support ticket: "fixed type and title constants: values not shown". Ours: what a customer
 * writes about, each with the title staff see; 1 is the support form's.
 */
export const SUPPORT_TYPES = {
  1: 'general',
  2: 'order',
  3: 'payment',
  4: 'shipping',
  5: 'auction',
  6: 'account',
  7: 'contact',
} as const
export type SupportTypeId = keyof typeof SUPPORT_TYPES
export const SUPPORT_FORM_TYPE = 1
export const CONTACT_FORM_TYPE = 7
export const SUPPORT_FORM_TITLE = 'Support request'

/** Issue 21: an attachment is a JPEG, PNG or WebP of at most 5 MB and 40 megapixels. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const SUPPORT_DESCRIPTION_MAX = 5000
