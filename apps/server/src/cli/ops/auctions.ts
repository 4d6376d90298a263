import type { PermissionRequest, StaffPermissionRequest } from '@kaimono/contracts'
import { type OpsCommand, OpsError, required } from './client.ts'

const STATES = ['pending', 'granted', 'denied']

function requestIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) {
    throw new OpsError(`--id must be a permission request's number such as 12, not ${value}`)
  }
  return Number(value)
}

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
}
