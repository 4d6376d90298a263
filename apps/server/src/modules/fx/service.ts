import type { Currency, Paged } from '@kaimono/contracts'
import { asc } from 'drizzle-orm'
import { selectPage } from '../../platform/db/paging.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ListQuery } from '../../platform/http/list-query.ts'
import { currencies } from './schema.ts'

export const currencyListSpec = { perPage: { default: 50, max: 100 } } as const

export function listCurrencies(
  ctx: RequestContext,
  query: ListQuery<typeof currencyListSpec>,
): Promise<Paged<Currency>> {
  return selectPage(ctx.db, currencies, {
    ...query,
    orderBy: [asc(currencies.id)],
    map: (row) => ({
      id: row.id as Currency['id'],
      name: row.name[ctx.lang],
      _name: row.name,
      symbol: row.symbol,
    }),
  })
}
