import { describe, expect, test } from 'vitest'
import { createCustomer } from '../../../test/accounts.ts'
import { useTestApp } from '../../../test/app.ts'
import { createStaff } from '../../../test/wallet.ts'
import { auctionCommands } from './auctions.ts'
import { type OpsClient, OpsError, type OpsValues } from './client.ts'

const t = useTestApp()

describe('auction:permissions, auction:grant and auction:deny through the staff API', () => {
  test('a pending request is listed, granted once, and the customer may bid', async () => {
    const staff = await createStaff(t)
    const client: OpsClient = {
      async request<T>(method: string, path: string) {
        const res = await staff.inject({ method: method as 'GET', url: path })
        if (res.statusCode >= 400)
          throw new OpsError(`${method} ${path}: ${res.statusCode} ${res.body}`)
        return res.json() as T
      },
    }
    const run = (name: string, values: OpsValues = {}) =>
      (auctionCommands[name] as NonNullable<(typeof auctionCommands)[string]>).run(client, values)

    const customer = await createCustomer(t)
    const asked = await customer.inject({
      method: 'POST',
      url: '/market/request-permission/create',
      payload: { supplier_name: 'YahooAuction', tel: '0912345678', user_id: customer.id },
    })
    const id = asked.json().data.id as number
    const listed = await run('auction:permissions')
    expect(listed).toContain(`${id}  YahooAuction pending  0912345678  ${customer.email}`)
    expect(await run('auction:grant', { id: String(id) })).toBe(
      `request ${id} (YahooAuction, 0912345678): granted`,
    )
    expect(await run('auction:permissions')).not.toContain(customer.email)
    expect(await run('auction:permissions', { status: 'granted' })).toContain(customer.email)
    await expect(run('auction:deny', { id: String(id) })).rejects.toThrow(/409/)
    await expect(run('auction:grant', { id: 'x' })).rejects.toThrow(OpsError)
    await expect(run('auction:permissions', { status: 'maybe' })).rejects.toThrow(OpsError)
    const check = await customer.inject({
      url: `/market/auction/check-user-permission?user_id=${customer.id}`,
    })
    expect(check.json()).toBe(true)
  })
})
