import {
  type Address,
  type AddressValues,
  type addressListSpec,
  type GeoScheme,
  MAX_ADDRESSES,
  type Paged,
  pageEnvelope,
} from '@kaimono/contracts'
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/index.ts'
import { perDatabase } from '../../platform/db/per-database.ts'
import { Invalid, NotFound } from '../../platform/errors.ts'
import type { DbContext, RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { namedLock } from '../../platform/jobs/index.ts'
import { unixSeconds } from '../../platform/time.ts'
import { requireUser } from '../accounts/index.ts'
import { composeAddress, type Located, locate, located } from './places.ts'
import { addresses } from './schema.ts'

type AddressRow = typeof addresses.$inferSelect

function toAddress(row: AddressRow, where: Located): Address {
  const { place, other } = where
  const full = composeAddress(row.addressDetail, place)
  const otherForm = other ? composeAddress(row.addressDetail, other) : null
  return {
    id: row.id,
    consignee: row.consignee,
    tel: row.tel,
    ward_id: row.wardId,
    scheme: row.scheme,
    address_detail: row.addressDetail,
    note: row.note,
    default: row.isDefault,
    full_address: full,
    new_address: row.scheme === '2025' ? full : otherForm,
    old_address: row.scheme === 'old' ? full : otherForm,
    ward: place.ward,
    district: place.district,
    province: place.province,
    created_at: unixSeconds(row.createdAt),
    updated_at: unixSeconds(row.updatedAt),
  }
}

export async function present(db: Database, rows: AddressRow[]): Promise<Address[]> {
  const places = await locate(
    { db },
    rows.map((row) => ({ scheme: row.scheme, wardId: row.wardId })),
  )
  return rows.flatMap((row) => {
    const where = located(places, { scheme: row.scheme, wardId: row.wardId })
    // Units are only ever added or renamed by the seed, so a saved ward always resolves.
    return where ? [toAddress(row, where)] : []
  })
}

export async function listAddresses(
  ctx: RequestContext,
  query: ListQuery<typeof addressListSpec>,
): Promise<Paged<Address>> {
  const user = requireUser(ctx)
  const mine = eq(addresses.userId, user.uid)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(addresses)
      .where(mine)
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(addresses).where(mine),
  ])
  return pageEnvelope(await present(ctx.db, rows), total?.n ?? 0, query.page, query.perPage)
}

/** Another customer's address is a 404, as if it did not exist. */
async function findOwn(ctx: RequestContext, db: Database, id: number): Promise<AddressRow> {
  const user = requireUser(ctx)
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, user.uid)))
  if (!row) throw new NotFound()
  return row
}

export async function getAddress(ctx: RequestContext, id: number): Promise<Address> {
  const [address] = await present(ctx.db, [await findOwn(ctx, ctx.db, id)])
  if (!address) throw new NotFound()
  return address
}

// Asked before every bid: prepared once per database.
const addressChecks = perDatabase((db) =>
  db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, sql.placeholder('uid')))
    .limit(1)
    .prepare('addresses_any_of_user'),
)

/** Whether the customer has saved an address at all (one indexed read, nothing composed). */
export async function hasDeliveryAddress(ctx: DbContext, uid: string): Promise<boolean> {
  const [row] = await addressChecks.of(ctx.db).execute({ uid })
  return row !== undefined
}

/**
 * Where a customer's goods go when no request names an address (a won auction's order): their
 * default address, else the one they saved last; null when they have none.
 */
export async function deliveryAddressOf(ctx: DbContext, uid: string): Promise<Address | null> {
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, uid))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(1)
  if (!row) return null
  const [address] = await present(ctx.db, [row])
  return address ?? null
}

/** ward_id must exist in the scheme it is given in: a 422 on that field otherwise. */
async function checkWard(ctx: DbContext, input: AddressValues): Promise<void> {
  const places = await locate(ctx, [{ scheme: input.scheme, wardId: input.ward_id }])
  if (places.size === 0) throw new Invalid({ ward_id: ['validation.ward'] })
}

const addressLock = namedLock('addresses')

/**
 * Address writes of one customer run one at a time (the address lock, keyed by them), so "at most one
 * default" and the address limit hold under concurrent requests.
 */
async function asCustomer<T>(ctx: RequestContext, work: (tx: Database, uid: string) => Promise<T>) {
  const user = requireUser(ctx)
  return ctx.db.transaction(async (tx) => {
    await addressLock.hold(tx, user.uid)
    return work(tx, user.uid)
  })
}

const clearDefault = (tx: Database, uid: string, except?: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, uid),
        eq(addresses.isDefault, true),
        except === undefined ? undefined : ne(addresses.id, except),
      ),
    )

const columns = (input: AddressValues) => ({
  consignee: input.consignee,
  tel: input.tel,
  scheme: input.scheme,
  wardId: input.ward_id,
  addressDetail: input.address_detail,
  note: input.note,
})

export async function createAddress(ctx: RequestContext, input: AddressValues): Promise<Address> {
  const row = await asCustomer(ctx, async (tx, uid) => {
    await checkWard({ db: tx }, input)
    const [existing] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, uid))
    const owned = existing?.n ?? 0
    if (owned >= MAX_ADDRESSES) {
      throw new Invalid({}, 'address.limit', { max: MAX_ADDRESSES })
    }
    // A customer's first address is their default: checkout starts from it (§4).
    const isDefault = input.default || owned === 0
    if (isDefault) await clearDefault(tx, uid)
    const [created] = await tx
      .insert(addresses)
      .values({ userId: uid, ...columns(input), isDefault })
      .returning()
    return created
  })
  if (!row) throw new Error('insert returned no row')
  return getAddress(ctx, row.id)
}

export async function updateAddress(
  ctx: RequestContext,
  id: number,
  input: AddressValues,
): Promise<Address> {
  await asCustomer(ctx, async (tx, uid) => {
    await findOwn(ctx, tx, id)
    await checkWard({ db: tx }, input)
    if (input.default) await clearDefault(tx, uid, id)
    await tx
      .update(addresses)
      .set({ ...columns(input), isDefault: input.default, updatedAt: sql`now()` })
      .where(eq(addresses.id, id))
  })
  return getAddress(ctx, id)
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<void> {
  await asCustomer(ctx, async (tx) => {
    await findOwn(ctx, tx, id)
    await tx.delete(addresses).where(eq(addresses.id, id))
  })
}

/** The ward of the address a checkout starts with: the default, else the newest; null if none. */
export async function startingWard(
  ctx: DbContext,
  uid: string,
): Promise<{ scheme: GeoScheme; wardId: string } | null> {
  const [address] = await ctx.db
    .select({ scheme: addresses.scheme, wardId: addresses.wardId })
    .from(addresses)
    .where(eq(addresses.userId, uid))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  return address ?? null
}
