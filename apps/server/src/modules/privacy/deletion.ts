import type { OrderStatusId } from '@kaimono/contracts'
import { Conflict } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import { accountChanged, eraseAccount, requireSelf, type SelfService } from '../accounts/index.ts'
import { eraseAddresses } from '../addresses/index.ts'
import { eraseAuctionContacts } from '../auctions/index.ts'
import { eraseCart, lockCart } from '../cart/index.ts'
import { eraseNotifications } from '../notifications/index.ts'
import { ORDER_TRANSITIONS, ordersOfCustomer } from '../orders/index.ts'
import { eraseTicketContacts } from '../support/index.ts'
import { walletsOfCustomer } from '../wallet/index.ts'

/**
 * Issue 22 (docs/security.md, "Deleting an account"): a shop holding people's money does not
 * let an account go while it holds any of theirs or they owe any (a balance, a hold for a bid,
 * a debt), nor while an order can still move (paid, bought, on its way: the goods and the
 * refunds need someone to go to). A 409 says which.
 */
async function refuseWhileOpen(ctx: DbContext, uid: string): Promise<void> {
  const [orders, wallets] = await Promise.all([
    ordersOfCustomer(ctx, uid),
    walletsOfCustomer(ctx, uid),
  ])
  if (wallets.some((wallet) => wallet.balance !== 0 || wallet.amount_available_for_payment !== 0)) {
    throw new Conflict('privacy.walletNotEmpty')
  }
  const open = orders.find(
    (order) => (ORDER_TRANSITIONS[order.status_id as OrderStatusId] ?? []).length > 0,
  )
  if (open) throw new Conflict('privacy.orderInProgress', { code: open.code })
}

/**
 * Deletes the caller's account once they confirm it is them (their password, or a fresh sign-in
 * for an account without one): personal data goes, each module erasing its own in one
 * transaction; orders and the ledger stay, pointing at the account's tombstone. Under the
 * cart's lock, so no checkout makes an order meanwhile. Returns the headers that sign the
 * browser out.
 */
export async function deleteAccount(
  ctx: RequestContext,
  service: SelfService,
  headers: Headers,
  customerNumber: number,
  password: string | undefined,
): Promise<Headers> {
  const user = requireSelf(ctx, customerNumber)
  await service.confirmIdentity(ctx, headers, password)
  await lockCart(ctx, user.uid, async (tx) => {
    const inTx = { ...ctx, db: tx }
    await refuseWhileOpen(inTx, user.uid)
    await eraseCart(inTx, user.uid)
    await eraseAddresses(inTx, user.uid)
    await eraseNotifications(inTx, user.uid)
    await eraseTicketContacts(inTx, user.uid)
    await eraseAuctionContacts(inTx, user.uid)
    await eraseAccount(inTx, user.uid)
  })
  accountChanged(user.uid)
  ctx.log.info({ customer: customerNumber }, 'account deleted by its owner')
  return service.signedOutHeaders(headers)
}
