// The message list: every module's catalogue, which the error handler translates from. A new
// module with a messages.ts adds its catalogue here (ADR 027).
import { accountsMessages } from './modules/accounts/index.ts'
import { addressesMessages } from './modules/addresses/index.ts'
import { auctionsMessages } from './modules/auctions/index.ts'
import { bankingMessages } from './modules/banking/index.ts'
import { cartMessages } from './modules/cart/index.ts'
import { fxMessages } from './modules/fx/index.ts'
import { invitationsMessages } from './modules/invitations/index.ts'
import { marketsMessages } from './modules/markets/index.ts'
import { notificationsMessages } from './modules/notifications/index.ts'
import { ordersMessages } from './modules/orders/index.ts'
import { paymentsMessages } from './modules/payments/index.ts'
import { pricingMessages } from './modules/pricing/index.ts'
import { privacyMessages } from './modules/privacy/index.ts'
import { supportMessages } from './modules/support/index.ts'
import { walletMessages } from './modules/wallet/index.ts'
import type { Catalogue, ModuleMessages } from './platform/i18n/messages.ts'
import { imagesMessages } from './platform/images/index.ts'

export const MODULE_MESSAGES = [
  accountsMessages,
  fxMessages,
  invitationsMessages,
  addressesMessages,
  cartMessages,
  marketsMessages,
  pricingMessages,
  ordersMessages,
  paymentsMessages,
  walletMessages,
  bankingMessages,
  auctionsMessages,
  supportMessages,
  notificationsMessages,
  imagesMessages,
  privacyMessages,
] as const satisfies readonly Catalogue[]

type KeysOf<C> = C extends unknown ? keyof C : never
type Unlisted = Exclude<keyof ModuleMessages, KeysOf<(typeof MODULE_MESSAGES)[number]>>

/** A key a module declares but whose catalogue is not listed fails to compile here, by name. */
export const everyCatalogueListed: [Unlisted] extends [never] ? true : Unlisted = true
