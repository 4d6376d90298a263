import type { Bundle } from '../bundles.ts'
import en from './money/en.json'
import ja from './money/ja.json'
import vi from './money/vi.json'

/**
 * The customer's money and notices (issue 22): top-up and withdrawal on the wallet page, the
 * order page's cancel, the choice of notices and the unsubscribe page.
 */
export const moneyMessages: Bundle = { vi, ja, en }
