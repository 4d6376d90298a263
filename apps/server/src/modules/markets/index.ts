// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export type { MarketAdapter, MarketQuery } from './adapter.ts'
export { mirrorAdapter } from './adapters/mirror.ts'
export { type RakutenOptions, rakutenAdapter } from './adapters/rakuten.ts'
export { type YahooOptions, yahooAdapter } from './adapters/yahoo.ts'
export { seedMarketBulk } from './bulk.ts'
export {
  isBuyableMarket,
  marketItemPath,
  shippingWeight,
  UNKNOWN_WEIGHT_G,
} from './buying.ts'
export { type MarketPicture, marketItemSvg } from './demo/pictures.ts'
export { randomFrom } from './demo/random.ts'
export {
  DEFAULT_MARKET_GUARD,
  type GuardedAdapter,
  guardedAdapter,
  MARKET_TTL,
  type MarketGuard,
} from './guarded.ts'
export { FeedRejected, type FeedReport, importFeed } from './import.ts'
export { etagOf, marketMediaRoutes, pngOf } from './media.ts'
export { marketsMessages } from './messages.ts'
export { marketRoutes } from './routes.ts'
export { marketAuctionsSeed, marketsSeed, renewDemoAuctions, seedMarkets } from './seed.ts'
export { type AdapterKind, createMarkets, type Markets, type MarketsOptions } from './service.ts'
export { marketSitemapPaths } from './sitemap.ts'
