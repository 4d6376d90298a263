// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { supportMessages } from './messages.ts'
export { eraseTicketContacts, ticketsOf } from './personal-data.ts'
export { forgetOldTickets, supportRetentionJob } from './retention.ts'
export { supportRoutes } from './routes.ts'
export type { SupportOptions } from './service.ts'
