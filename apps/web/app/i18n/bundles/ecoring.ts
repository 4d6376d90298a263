import type { Bundle } from '../bundles.ts'
import en from './ecoring/en.json'
import ja from './ecoring/ja.json'
import vi from './ecoring/vi.json'

/** The Ecoring section's lists, its lot page and its bid form (issue 20). */
export const ecoringMessages: Bundle = { vi, ja, en }
