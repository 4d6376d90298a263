// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { bankWebhookKeys } from './keys.ts'
export { bankingMessages } from './messages.ts'
export { transfersOfCustomer } from './personal-data.ts'
export { type BankingOptions, bankingRoutes } from './routes.ts'
