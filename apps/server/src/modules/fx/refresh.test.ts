import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { testConfig } from '../../../test/app.ts'
import { freshDatabase } from '../../../test/db.ts'
import { buildApp } from '../../app.ts'
import type { DatabaseHandle } from '../../platform/db/index.ts'
import { appMeta } from '../../platform/db/meta-schema.ts'
import { createJobs, jobStateKey } from '../../platform/jobs/index.ts'
import { addPercent } from './decimal.ts'
import { FX_REFRESH_JOB, fxRefreshJob, type RefreshOptions, refreshFromVcb } from './refresh.ts'
import { fxRates } from './schema.ts'
import { currentRate, forgetCurrentRate } from './service.ts'
import { parseVcbRates } from './vcb.ts'

/** Vietcombank's feed as it looks, thousands with commas and "-" where it does not quote. */
const vcbXml = (jpySell = '174.27') => `<?xml version="1.0" encoding="utf-8"?>
<ExrateList>
  <DateTime>11/22/2026 4:50:12 PM</DateTime>
  <Exrate CurrencyCode="AUD" CurrencyName="AUSTRALIAN DOLLAR" Buy="16,652.73" Transfer="16,820.94" Sell="17,360.41" />
  <Exrate CurrencyCode="JPY" CurrencyName="YEN" Buy="165.12" Transfer="166.79" Sell="${jpySell}"/>
  <Exrate CurrencyCode="KWD" CurrencyName="KUWAITI DINAR" Buy="-" Transfer="82,341.69" Sell="85,581.44" />
  <Exrate CurrencyCode="USD" CurrencyName="US DOLLAR" Buy="25,957.00" Transfer="25,987.00" Sell="26,187.00" />
  <Source>Joint Stock Commercial Bank for Foreign Trade of Vietnam - Vietcombank</Source>
</ExrateList>`

type Handler = (req: IncomingMessage, res: ServerResponse) => void
const xml =
  (body: string, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' })
    res.end(body)
  }
const hang: Handler = () => {}

let handler: Handler = xml(vcbXml())
let requests = 0
const bank = createServer((req, res) => {
  requests += 1
  handler(req, res)
})
let url = ''
let database: DatabaseHandle
const log = { info: vi.fn(), warn: vi.fn() }
const poll = (options: Partial<RefreshOptions> = {}) =>
  refreshFromVcb(database.db, { url, marginPercent: 0, log, ...options })

beforeAll(async () => {
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(bank.address() as AddressInfo).port}/Usercontrols/TVPortal.TyGia/pXML.aspx`
  database = await freshDatabase()
})
afterAll(async () => {
  bank.closeAllConnections()
  await new Promise((resolve) => bank.close(resolve))
  await database?.close()
})
beforeEach(async () => {
  handler = xml(vcbXml())
  requests = 0
  log.info.mockClear()
  log.warn.mockClear()
  await database.db.delete(appMeta).where(eq(appMeta.key, jobStateKey(FX_REFRESH_JOB)))
})

const rows = () => database.db.select().from(fxRates).orderBy(fxRates.validFrom, fxRates.id)

test('the feed parses to VND per unit, with thousands commas and unquoted "-"', () => {
  const rates = parseVcbRates(vcbXml())
  expect(rates.get('JPY')).toEqual({ buy: '165.12', transfer: '166.79', sell: '174.27' })
  expect(rates.get('USD')).toEqual({ buy: '25957', transfer: '25987', sell: '26187' })
  expect(rates.get('KWD')?.buy).toBeNull()
  expect(parseVcbRates('<html>Service Unavailable</html>').size).toBe(0)
})

test('the margin is added to the selling rate in exact decimals', () => {
  expect(addPercent('174.27', 0)).toBe('174.27')
  expect(addPercent('174.27', 1.5)).toBe('176.8841')
  expect(addPercent('166.79', 2)).toBe('170.1258')
})

test('a poll closes the seeded rate and opens the bank’s selling rate plus margin, at one instant', async () => {
  expect(await poll({ marginPercent: 1.5 })).toBe('changed')
  const [seed, bankRate, ...more] = await rows()
  expect(more).toEqual([])
  expect(seed).toMatchObject({ source: 'seed', rate: '172.5' })
  expect(bankRate).toMatchObject({ source: 'vcb', rate: '176.8841', validTo: null })
  expect(seed?.validTo).toEqual(bankRate?.validFrom)
  expect(await currentRate(database)).toMatchObject({ amount: '176.8841', source: 'vcb' })
  expect(log.info).toHaveBeenCalledOnce()
  expect(log.warn).not.toHaveBeenCalled()
})

test('an unchanged bank rate adds no row; a changed one closes the last', async () => {
  expect(await poll({ marginPercent: 1.5 })).toBe('unchanged')
  handler = xml(vcbXml('175.00'))
  expect(await poll()).toBe('changed')
  expect((await rows()).map((r) => [r.source, r.rate, r.validTo === null])).toEqual([
    ['seed', '172.5', false],
    ['vcb', '176.8841', false],
    ['vcb', '175', true],
  ])
  expect(requests).toBe(2)
})

test('no process polls again within the interval, even two at once', async () => {
  handler = xml(vcbXml('176.00'))
  const job = fxRefreshJob(testConfig({ VCB_RATES_URL: url }), database.db, log)
  const process = () => {
    const jobs = createJobs({ db: database.db, log: { error: vi.fn() } })
    if (job) jobs.add(job)
    return jobs
  }
  const outcomes = await Promise.all([process().runDue(), process().runDue()])
  expect(outcomes.map((outcome) => outcome[FX_REFRESH_JOB]).sort()).toEqual(['done', 'not due'])
  expect(await process().runDue()).toEqual({ [FX_REFRESH_JOB]: 'not due' })
  expect(requests).toBe(1)
  expect((await currentRate(database)).amount).toBe('176')
})

test.each([
  ['an HTML error page', xml('<html><body>Service Unavailable</body></html>')],
  ['a feed without the yen', xml(vcbXml().replace(/<Exrate CurrencyCode="JPY"[^>]*>/, ''))],
  ['a sell rate that is not a number', xml(vcbXml('N/A'))],
  ['a zero sell rate', xml(vcbXml('0.00'))],
  ['truncated XML', xml(vcbXml().slice(0, 200))],
  ['a 500', xml(vcbXml('999'), 500)],
])('%s is a warning and the rate in force stays', async (_name, feed) => {
  forgetCurrentRate(database.db)
  const before = await rows()
  handler = feed
  expect(await poll()).toBe('failed')
  expect(log.warn).toHaveBeenCalledOnce()
  expect(await rows()).toEqual(before)
  expect((await currentRate(database)).amount).toBe('176')
})

test('a feed that does not answer in time is a warning, after the timeout', async () => {
  handler = hang
  const started = performance.now()
  expect(await poll({ timeoutMs: 200 })).toBe('failed')
  expect(performance.now() - started).toBeLessThan(2_000)
  expect(log.warn).toHaveBeenCalledOnce()
  expect((await currentRate(database)).amount).toBe('176')
})

test('an unreachable feed is a warning too', async () => {
  expect(await poll({ url: 'http://127.0.0.1:1/pXML.aspx' })).toBe('failed')
  expect(log.warn).toHaveBeenCalledOnce()
})

test('the app polls when ready, and closing it stops the job even mid-request', async () => {
  const own = await freshDatabase()
  const app = await buildApp({
    config: testConfig({ VCB_RATES_URL: url, FX_MARGIN_PERCENT: '0' }),
    database: own,
  })
  try {
    handler = xml(vcbXml('180.5'))
    await app.ready()
    await vi.waitFor(async () => {
      const response = await app.inject({ url: '/api/amount-with-conditions' })
      expect(response.json().data).toMatchObject({ amount: '180.5', source: 'vcb' })
    })
    // Another app on the same database within the interval does not poll the bank again.
    handler = hang
    const second = await buildApp({
      config: testConfig({ VCB_RATES_URL: url }),
      database: own,
    })
    await second.ready()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await second.close()
    expect(requests).toBe(1)

    // A hanging request must not hold up shutdown for the feed's 10 s timeout.
    await own.db.delete(appMeta).where(eq(appMeta.key, jobStateKey(FX_REFRESH_JOB)))
    const third = await buildApp({ config: testConfig({ VCB_RATES_URL: url }), database: own })
    await third.ready()
    await vi.waitFor(() => expect(requests).toBe(2))
    const closing = performance.now()
    await third.close()
    expect(performance.now() - closing).toBeLessThan(1_000)
  } finally {
    await app.close()
    await own.close()
  }
})
