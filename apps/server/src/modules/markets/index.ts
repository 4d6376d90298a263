// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export type { MarketAdapter, MarketQuery } from './adapter.ts'
export { type RakutenOptions, rakutenAdapter } from './adapters/rakuten.ts'
export { type YahooOptions, yahooAdapter } from './adapters/yahoo.ts'
export { DEFAULT_MARKET_GUARD, guardedAdapter, MARKET_TTL } from './guarded.ts'
