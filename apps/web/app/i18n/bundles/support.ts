import type { Bundle } from '../bundles.ts'
import en from './support/en.json'
import ja from './support/ja.json'
import vi from './support/vi.json'

/** The support form, the customer's tickets and the contact page (issue 21). */
export const supportMessages: Bundle = { vi, ja, en }
