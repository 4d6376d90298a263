import type { Bundle } from '../bundles.ts'
import en from './account/en.json'
import ja from './account/ja.json'
import vi from './account/vi.json'

/** The customer's own account: profile, email, password, sessions, data, deletion (issue 22). */
export const accountMessages: Bundle = { vi, ja, en }
