import type { OrderStatus, orderStatusListSpec, Paged } from '@kaimono/contracts'
import { asc } from 'drizzle-orm'
import { selectPage } from '../../platform/db/paging.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { orderStatuses } from './schema.ts'

export function listOrderStatuses(
  ctx: RequestContext,
  query: ListQuery<typeof orderStatusListSpec>,
): Promise<Paged<OrderStatus>> {
  return selectPage(ctx.db, orderStatuses, {
    ...query,
    orderBy: [asc(orderStatuses.position)],
    map: (row) => ({
      id: row.id as OrderStatus['id'],
      name: row.name[ctx.lang],
      _name: row.name,
      position: row.position,
    }),
  })
}
