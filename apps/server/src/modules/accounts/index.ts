// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { accountChanged, forgetOnAccountChange } from './account-changes.ts'
export { authSecret, createAuth, isSessionCookie } from './auth.ts'
export { accountsMessages } from './messages.ts'
export { accountRecord, eraseAccount } from './personal-data.ts'
export { type AvatarRule, avatarRule, fitName } from './profile-rules.ts'
export { providerOrigins, signInProviders } from './providers.ts'
export { accountRoles } from './roles.ts'
export { authRoutes, sessionResolver, staffUserRoutes, userRoutes } from './routes.ts'
export { type SelfService, selfService } from './self-service.ts'
export { authHeadersOf, passOnSession, selfServiceRoutes } from './self-service-routes.ts'
export {
  contactsOf,
  ensureDemoUser,
  isStaff,
  publicProfiles,
  requireSelf,
  requireStaff,
  requireUser,
  userIdOfCustomer,
} from './service.ts'
export { upsertPasswordAccount } from './user-accounts.ts'
