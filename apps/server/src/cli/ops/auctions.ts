import {
  BID_TASK_STATES,
  type PermissionRequest,
  type StaffBidTask,
  type StaffPermissionRequest,
} from '@kaimono/contracts'
import { type OpsCommand, OpsError, required } from './client.ts'

const STATES = ['pending', 'granted', 'denied']

function numberOf(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) {
    throw new OpsError(`--${what} must be a number such as 12, not ${value}`)
  }
  return Number(value)
}

const requestIdOf = (value: string) => numberOf(value, 'id')

const OUTCOMES = ['placed', 'outbid', 'won', 'lost']

const yen = (amount: number) => `¥${amount.toLocaleString('en')}`

const taskLine = (task: StaffBidTask) =>
  `${task.id}  ${task.state.padEnd(8)} due ${new Date(task.due_at * 1000).toISOString()}  max ${yen(task.max_price).padEnd(11)} ${task.auction.url}  ends ${new Date(task.auction.end_time * 1000).toISOString()}  now ${yen(task.auction.current_price)}  customer ${task.customer.id} ${task.customer.name}`

const line = (request: StaffPermissionRequest) =>
  `${request.id}  ${request.supplier_name.padEnd(12)} ${request.status.padEnd(8)} ${request.tel}  ${request.customer.email}  ${new Date(request.created_at * 1000).toISOString()}`

/** The decision of a request, and what the command says of it. */
const decide = (verb: 'grant' | 'deny'): OpsCommand => ({
  usage: '--id 12',
  summary: `${verb} a pending auction permission request (auction:permissions lists them); the customer is notified`,
  options: { id: { type: 'string' } },
  async run(client, values) {
    const id = requestIdOf(required(values, 'id'))
    const { data } = await client.request<{ data: PermissionRequest }>(
      'POST',
      `/api/staff/auction-permissions/${id}/${verb}`,
    )
    return `request ${data.id} (${data.supplier_name}, ${data.tel}): ${data.status}`
  },
})

export const auctionCommands: Record<string, OpsCommand> = {
  'auction:permissions': {
    usage: '[--status pending|granted|denied]',
    summary:
      'list auction permission requests in a state (pending by default), oldest first: id, supplier, state, phone, email, when',
    options: { status: { type: 'string' } },
    async run(client, values) {
      const status = typeof values.status === 'string' ? values.status : 'pending'
      if (!STATES.includes(status)) {
        throw new OpsError(`--status must be one of ${STATES.join(', ')}, not ${status}`)
      }
      const { data } = await client.request<{ data: StaffPermissionRequest[] }>(
        'GET',
        `/api/staff/auction-permissions?status=${status}`,
      )
      return data.length === 0 ? `no ${status} requests` : data.map(line).join('\n')
    },
  },
  'auction:grant': decide('grant'),
  'auction:deny': decide('deny'),
  'auction:tasks': {
    usage: '[--state queued|placed|outbid|won|lost|replaced]',
    summary:
      'list the bids to place on real Yahoo! auctions (AUCTION_AGENT=staff), earliest due first: id, state, due, maximum, auction, its end and price, customer',
    options: { state: { type: 'string' } },
    async run(client, values) {
      const state = typeof values.state === 'string' ? values.state : 'queued'
      if (!(BID_TASK_STATES as readonly string[]).includes(state)) {
        throw new OpsError(`--state must be one of ${BID_TASK_STATES.join(', ')}, not ${state}`)
      }
      const { data } = await client.request<{ data: StaffBidTask[] }>(
        'GET',
        `/api/staff/auction-tasks?state=${state}`,
      )
      return data.length === 0 ? `no ${state} bid tasks` : data.map(taskLine).join('\n')
    },
  },
  'auction:record': {
    usage: '--id 12 --outcome placed|outbid|won|lost --price 5250',
    summary:
      "record what Yahoo! said of a bid task: placed or outbid while the auction runs, won or lost after its end (Yahoo!'s price after it; the hammer price when won)",
    options: { id: { type: 'string' }, outcome: { type: 'string' }, price: { type: 'string' } },
    async run(client, values) {
      const id = requestIdOf(required(values, 'id'))
      const outcome = required(values, 'outcome')
      if (!OUTCOMES.includes(outcome)) {
        throw new OpsError(`--outcome must be one of ${OUTCOMES.join(', ')}, not ${outcome}`)
      }
      const price = numberOf(required(values, 'price'), 'price')
      const { data } = await client.request<{
        data: { item_id: string; current_price: number; result_recorded: boolean }
      }>('POST', `/api/staff/auction-tasks/${id}/record`, { outcome, price })
      return `task ${id}: ${outcome} at ${yen(data.current_price)} on ${data.item_id}${data.result_recorded ? ' (the closing settles it next)' : ''}`
    },
  },
}
