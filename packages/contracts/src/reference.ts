import { LabelMap } from './i18n.ts'
import { ORDER_STATUS_IDS } from './order-rules.ts'
import { paged } from './paging.ts'
import { z } from './zod.ts'

export const OrderStatusId = z.enum(ORDER_STATUS_IDS)
export type OrderStatusId = z.infer<typeof OrderStatusId>

export const SHIPMENT_METHOD_IDS = ['air', 'sea'] as const
export const ShipmentMethodId = z.enum(SHIPMENT_METHOD_IDS)
export type ShipmentMethodId = z.infer<typeof ShipmentMethodId>

export const CURRENCY_IDS = ['JPY', 'VND'] as const
export const CurrencyId = z.enum(CURRENCY_IDS)
export type CurrencyId = z.infer<typeof CurrencyId>

/** `name` is in the request's language; `_name` carries every language (§3). */
const labelled = { name: z.string(), _name: LabelMap }

export const OrderStatus = z.object({ id: OrderStatusId, ...labelled, position: z.number().int() })
export const ShipmentMethod = z.object({ id: ShipmentMethodId, ...labelled, default: z.boolean() })
export const Currency = z.object({ id: CurrencyId, ...labelled, symbol: z.string() })
export type OrderStatus = z.infer<typeof OrderStatus>
export type ShipmentMethod = z.infer<typeof ShipmentMethod>
export type Currency = z.infer<typeof Currency>

export const OrderStatusList = paged(OrderStatus)
export const ShipmentMethodList = paged(ShipmentMethod)
export const CurrencyList = paged(Currency)
