// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { invitationsMessages } from './messages.ts'
export { invitationRoutes } from './routes.ts'
export {
  earnInvitationCredit,
  spendInvitationCredits,
  unusedInvitationCredits,
  withdrawInvitationCredit,
} from './service.ts'
