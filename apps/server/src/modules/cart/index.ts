// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export {
  itemLine,
  lineWithItem,
  lookUpMarketLines,
  type MarketLook,
  marketItemId,
  type OrderLine,
  sizeOf,
} from './market-lines.ts'
export { cartMessages } from './messages.ts'
export { eraseCart } from './personal-data.ts'
export { cartRoutes } from './routes.ts'
export { lockCart, readCartLines, removeCartLines } from './service.ts'
