// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export type { BidDeps } from './bids.ts'
export { auctionClosingJob, settleAuction, settleEndedAuctions } from './closing.ts'
export { ecoringLotsJob, ecoringSeed, seedEcoringLots } from './ecoring/lots.ts'
export { auctionsMessages } from './messages.ts'
export { eraseAuctionContacts } from './personal-data.ts'
export { auctionRoutes } from './routes.ts'
export { enterDueSnipes, snipesJob } from './snipes.ts'
