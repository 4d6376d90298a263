// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { isPayable, ordersOfGroups } from './groups.ts'
export { paymentsMessages } from './messages.ts'
export { paymentRoutes } from './routes.ts'
export { parseTransferContent } from './transfer-content.ts'
