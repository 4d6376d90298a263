// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { pricingMessages } from './messages.ts'
export { shareInVnd, yenToVnd } from './money.ts'
export { type PriceLine, priceCheckout, priceOrder } from './price.ts'
export { pricingRoutes } from './routes.ts'
export { pricingSeed } from './seed.ts'
export { loadPriceList, resolveRegion, shipmentMethodNames } from './service.ts'
