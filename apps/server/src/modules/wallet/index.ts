// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { post } from './ledger.ts'
export { walletMessages } from './messages.ts'
export { walletsOfCustomer, withdrawalsOfCustomer } from './personal-data.ts'
export { ordersNamedBy, ownerOfTransfer, postTransferDeposit } from './postings.ts'
export { checkLedger, describeReport } from './reconcile.ts'
export { refundGivenUpOrder } from './refunds.ts'
export { walletRoutes } from './routes.ts'
export { walletSeed } from './seed.ts'
export { withdrawalRoutes } from './withdrawal-routes.ts'
