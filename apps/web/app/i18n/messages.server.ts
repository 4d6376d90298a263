import type { Lang } from '@kaimono/contracts'
import type { Messages } from './i18n.ts'
import en from './locales/en.json'
import ja from './locales/ja.json'
import vi from './locales/vi.json'

export const allMessages: Record<Lang, Messages> = { vi, ja, en }
