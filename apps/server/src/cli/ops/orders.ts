import { type OpsCommand, orderIdOf, required } from './client.ts'

type OrderAnswer = { data: { id: number; code: string; status_id: string } }
type OrderWithBoxes = {
  data: {
    code: string
    status_id: string
    owning_boxes?: { box_id: string; state: string | null; area_id: string | null }[]
  }
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
      const box = required(values, 'box')
      const { data } = await client.request<OrderWithBoxes>(
        'POST',
        `/api/staff/orders/${id}/boxes`,
        { box_id: box },
      )
      return `box ${box} added to order ${data.code} (${data.owning_boxes?.length ?? 0} boxes)`
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
      const { data } = await client.request<OrderWithBoxes>(
        'POST',
        `/api/staff/owning-boxes/${encodeURIComponent(box)}/events`,
        {
          kind: required(values, 'event'),
          area_id: text('area'),
          from_area_id: text('from'),
          to_area_id: text('to'),
        },
      )
      const after = data.owning_boxes?.find((item) => item.box_id === box)
      const where = after?.area_id ? ` in ${after.area_id}` : ''
      return `box ${box} of order ${data.code}: ${after?.state ?? '?'}${where}`
    },
  },
}
