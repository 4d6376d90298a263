import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { auctionItem, bidder } from '../../../test/auctions.ts'
import { createStaff, newKey } from '../../../test/wallet.ts'
import { auctionCommands } from './auctions.ts'
import { type OpsClient, OpsError, type OpsValues } from './client.ts'

const t = useTestApp(undefined, { AUCTION_AGENT: 'staff' })

describe('auction:tasks and auction:record through the staff API', () => {
  test('a queued bid is listed with its auction and recorded as placed once', async () => {
    const staff = await createStaff(t)
    const client: OpsClient = {
      async request<T>(method: string, path: string, body?: unknown) {
        const res = await staff.inject({
          method: method as 'GET',
          url: path,
          ...(body ? { payload: body as object } : {}),
        })
        if (res.statusCode >= 400)
          throw new OpsError(`${method} ${path}: ${res.statusCode} ${res.body}`)
        return res.json() as T
      },
    }
    const run = (name: string, values: OpsValues = {}) =>
      (auctionCommands[name] as NonNullable<(typeof auctionCommands)[string]>).run(client, values)

    expect(await run('auction:tasks')).toBe('no queued bid tasks')
    const { id, url } = await auctionItem(t, 1_000, new Date(Date.now() + 3_600_000))
    const customer = await bidder(t, staff)
    const placed = await customer.inject({
      method: 'POST',
      url: '/market/auction/create-auction-request',
      headers: { 'idempotency-key': newKey() },
      payload: { url, price: 4_000, user_id: customer.id },
    })
    expect(placed.statusCode, placed.body).toBe(200)
    const listed = await run('auction:tasks')
    expect(listed).toMatch(
      new RegExp(`^\\d+  queued .* max ¥4,000 .*${id}.* customer ${customer.id} `),
    )
    const task = listed.split(' ')[0] ?? ''
    expect(await run('auction:record', { id: task, outcome: 'placed', price: '1100' })).toBe(
      `task ${task}: placed at ¥1,100 on ${id}`,
    )
    expect(await run('auction:tasks', { state: 'placed' })).toContain(`max ¥4,000`)
    await expect(
      run('auction:record', { id: task, outcome: 'won', price: '1100' }),
    ).rejects.toThrow(/409/)
    await expect(
      run('auction:record', { id: task, outcome: 'maybe', price: '1100' }),
    ).rejects.toThrow(OpsError)
    await expect(run('auction:record', { id: task, outcome: 'won', price: 'x' })).rejects.toThrow(
      OpsError,
    )
    await expect(run('auction:tasks', { state: 'later' })).rejects.toThrow(OpsError)
  })
})
