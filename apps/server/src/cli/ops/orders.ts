import type { OpsCommand } from './client.ts'
import { orderIdOf, required } from './client.ts'

type OrderAnswer = { data: { id: number; code: string; status_id: string } }
type BoxAnswer = {
  data: { id: number; box_id: string; state: string | null; area_id: string | null }
}

export const orderCommands: Record<string, OpsCommand> = {
  'order:advance': {
    usage: '--order OS000123 --to <status> [--note text]',
    summary: 'move an order to another status (docs/orders.md lists the allowed moves)',
    options: { order: { type: 'string' }, to: { type: 'string' }, note: { type: 'string' } },
    async run(client, values) {
      const id = orderIdOf(required(values, 'order'))
      const { data } = await client.request<OrderAnswer>('POST', `/api/staff/orders/${id}/status`, {
        status_id: required(values, 'to'),
        note: typeof values.note === 'string' ? values.note : undefined,
      })
      return `order ${data.code} is now ${data.status_id}`
    },
  },
  'order:box': {
    usage: '--order OS000123 --box <box id>',
    summary: "add a warehouse box (its SKU) to an order's owning boxes",
    options: { order: { type: 'string' }, box: { type: 'string' } },
    async run(client, values) {
      const id = orderIdOf(required(values, 'order'))
      const { data } = await client.request<BoxAnswer>('POST', `/api/staff/orders/${id}/boxes`, {
        box_id: required(values, 'box'),
      })
      return `box ${data.box_id} added to order ${values.order}`
    },
  },
  'box:event': {
    usage: '--box <box id> --event <kind> [--area A] [--from A --to B]',
    summary:
      'record a warehouse event: distributed --area, pick_in_container --from --to, pick_out_container --area, shipping, cancel_distributed, received, refunded, cancelled',
    options: {
      box: { type: 'string' },
      event: { type: 'string' },
      area: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
    },
    async run(client, values) {
      const box = required(values, 'box')
      const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined)
      const { data } = await client.request<BoxAnswer>(
        'POST',
        `/api/staff/owning-boxes/${encodeURIComponent(box)}/events`,
        {
          kind: required(values, 'event'),
          area_id: text('area'),
          from_area_id: text('from'),
          to_area_id: text('to'),
        },
      )
      return `box ${data.box_id}: ${data.state}${data.area_id ? ` in ${data.area_id}` : ''}`
    },
  },
}
