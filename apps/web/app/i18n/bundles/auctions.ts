import type { Bundle } from '../bundles.ts'
import en from './auctions/en.json'
import ja from './auctions/ja.json'
import vi from './auctions/vi.json'

/** The auction box of a Yahoo! auction's page and the bid log (issue 20). */
export const auctionMessages: Bundle = { vi, ja, en }
