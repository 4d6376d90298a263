import type { Bundle } from '../bundles.ts'
import en from './content/en.json'
import ja from './content/ja.json'
import vi from './content/vi.json'

/** The blog, the help pages, the price list and About us (issue 21). */
export const contentMessages: Bundle = { vi, ja, en }
