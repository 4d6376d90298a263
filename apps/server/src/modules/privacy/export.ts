import type { RequestContext } from '../../platform/http/context.ts'
import { accountRecord, requireSelf } from '../accounts/index.ts'
import { addressesOf } from '../addresses/index.ts'
import { transfersOfCustomer } from '../banking/index.ts'
import { preferencesOf } from '../notifications/index.ts'
import { ordersOfCustomer } from '../orders/index.ts'
import { ticketsOf } from '../support/index.ts'
import { walletsOfCustomer, withdrawalsOfCustomer } from '../wallet/index.ts'

/** Names the file's layout, so a reader of an old download knows which one it has. */
export const EXPORT_FORMAT = 'kaimono.account-data.v1'

/**
 * Issue 22 (the privacy notice: a copy of your data in a machine-readable format): everything
 * the shop keeps of the caller, each part asked of the module that owns it.
 */
export async function accountData(ctx: RequestContext, customerNumber: number) {
  const user = requireSelf(ctx, customerNumber)
  const [account, addresses, orders, wallets, withdrawals, bankTransfers, supportTickets, notices] =
    await Promise.all([
      accountRecord(ctx, user.uid),
      addressesOf(ctx, user.uid),
      ordersOfCustomer(ctx, user.uid),
      walletsOfCustomer(ctx, user.uid),
      withdrawalsOfCustomer(ctx, user.uid),
      transfersOfCustomer(ctx, user.uid),
      ticketsOf(ctx, user.uid),
      preferencesOf(ctx, [user.uid]),
    ])
  return {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    ...account,
    addresses,
    orders,
    wallets,
    withdrawals,
    bank_transfers: bankTransfers,
    support_tickets: supportTickets,
    notification_preferences: notices.get(user.uid) ?? null,
  }
}
