// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export {
  type AuctionOrder,
  auctionOrderBasis,
  insertAuctionOrder,
} from './checkout/auction-order.ts'
export {
  type AfterOrderMove,
  canMoveOrder,
  lockOrder,
  moveOrderInTransaction,
  ORDER_TRANSITIONS,
  type OrderRow,
  ordersByIds,
} from './lifecycle.ts'
export { ordersMessages } from './messages.ts'
export { ordersOfCustomer } from './personal-data.ts'
export { orderRoutes, staffOrderRoutes } from './routes.ts'
export { ordersSeed } from './seed.ts'
