// The bank-notification services, each read as it documents itself (docs/payments.md):
// - SePay (developer.sepay.vn › SePay Webhooks): one transaction per POST, `Authorization:
//   Apikey <key>`; `id` is SePay's transaction id, `transferType` in|out, `transferAmount`
//   positive, `transactionDate` 'YYYY-MM-DD HH:mm:ss' in Vietnam's time.
// - Casso webhook V2 (developer.casso.vn, CassoHQ/casso-webhook-v2-verify-signature):
//   `{ error, data: {…} }`, signed in `X-Casso-Signature: t=<ms>,v1=<hex>` with HMAC-SHA512
//   over `t + "." + JSON of the body with its keys sorted A→Z, at every depth`; `amount` is
//   negative for money going out.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { type BankProvider, z } from '@kaimono/contracts'

/** A transfer as any provider reports it. */
export type ReportedTransfer = {
  providerId: string
  reference: string
  accountNumber: string | null
  bank: string | null
  direction: 'in' | 'out'
  /** Always positive. */
  amount: number
  content: string
  transferredAt: Date
}

export type Headers = Record<string, string | string[] | undefined>

/** Why a webhook was refused before its body was read. */
export type Refusal = 'missing' | 'mismatch' | 'stale'

export type ProviderAdapter = {
  id: BankProvider
  /** Checks the request came from the provider; the key is ours, as given to the provider. */
  authenticate: (headers: Headers, body: unknown, key: string, now: number) => Refusal | null
  /** The transfers in a webhook's body; a body of another shape throws a ZodError. */
  read: (body: unknown) => ReportedTransfer[]
  /** What the provider would send for a transfer (the simulator): the body and its headers. */
  report: (
    transfer: ReportedTransfer,
    key: string,
    now: number,
  ) => { body: unknown; headers: Record<string, string> }
}

/** How far a signature's time may be from ours: the replay window. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

const VIETNAM = '+07:00'

/** 'YYYY-MM-DD HH:mm:ss' in Vietnam's time, as both services write it. */
const vietnamTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/)
  .transform((value) => new Date(`${value.replace(' ', 'T')}${VIETNAM}`))
  .refine((date) => !Number.isNaN(date.getTime()), 'not a date')

function vietnamTimeText(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600 * 1000).toISOString()
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

const money = z.number().int().min(-1e12).max(1e12)
const optionalText = z.string().max(500).nullish()

const SepayBody = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]),
  gateway: z.string().max(100).nullish(),
  transactionDate: vietnamTime,
  accountNumber: optionalText,
  code: optionalText,
  content: z.string().max(1000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: money.nonnegative(),
  accumulated: z.number().nullish(),
  subAccount: optionalText,
  referenceCode: optionalText,
  description: z.string().max(1000).nullish(),
})

export const sepay: ProviderAdapter = {
  id: 'sepay',
  authenticate(headers, _body, key) {
    const value = header(headers, 'authorization')
    if (!value) return 'missing'
    const [scheme, given] = value.split(' ', 2)
    if (scheme?.toLowerCase() !== 'apikey' || !given) return 'missing'
    return sameText(given, key) ? null : 'mismatch'
  },
  read(body) {
    const report = SepayBody.parse(body)
    return [
      {
        providerId: String(report.id),
        reference: report.referenceCode || `SEPAY-${report.id}`,
        accountNumber: report.accountNumber ?? null,
        bank: report.gateway ?? null,
        direction: report.transferType,
        amount: report.transferAmount,
        // SePay's own payment code, when it read one, is part of what the customer wrote.
        content: [report.content, report.code].filter(Boolean).join(' '),
        transferredAt: report.transactionDate,
      },
    ]
  },
  report(transfer, key) {
    return {
      headers: { authorization: `Apikey ${key}` },
      body: {
        id: Number(transfer.providerId) || transfer.providerId,
        gateway: transfer.bank,
        transactionDate: vietnamTimeText(transfer.transferredAt),
        accountNumber: transfer.accountNumber,
        code: null,
        content: transfer.content,
        transferType: transfer.direction,
        transferAmount: transfer.amount,
        accumulated: 0,
        subAccount: null,
        referenceCode: transfer.reference,
        description: transfer.content,
      },
    }
  },
}

const CassoTransaction = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]),
  reference: optionalText,
  description: z.string().max(1000).nullish(),
  amount: money,
  runningBalance: z.number().nullish(),
  transactionDateTime: vietnamTime,
  accountNumber: optionalText,
  bankName: optionalText,
  bankAbbreviation: optionalText,
  virtualAccountNumber: optionalText,
  virtualAccountName: optionalText,
  counterAccountName: optionalText,
  counterAccountNumber: optionalText,
  counterAccountBankId: optionalText,
  counterAccountBankName: optionalText,
})

const CassoBody = z.object({
  error: z.number().int(),
  // V2 sends one transaction; an array is read too (V1's shape).
  data: z.union([CassoTransaction, z.array(CassoTransaction).max(100)]),
})

/** Casso's canonical form: keys sorted A→Z at every depth (arrays keep their order). */
export function sortedByKey(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedByKey)
  if (value === null || typeof value !== 'object') return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    sorted[key] = sortedByKey((value as Record<string, unknown>)[key])
  }
  return sorted
}

export function cassoSignature(body: unknown, key: string, timestamp: number): string {
  const message = `${timestamp}.${JSON.stringify(sortedByKey(body))}`
  return createHmac('sha512', key).update(message).digest('hex')
}

export const casso: ProviderAdapter = {
  id: 'casso',
  authenticate(headers, body, key, now) {
    const value = header(headers, 'x-casso-signature')
    const match = value?.match(/^t=(\d{1,16}),v1=([a-f0-9]{128})$/)
    if (!match) return 'missing'
    const timestamp = Number(match[1])
    if (!sameText(match[2] ?? '', cassoSignature(body, key, timestamp))) return 'mismatch'
    // Checked after the signature, which covers the time: a replayed request cannot change it.
    return Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS ? 'stale' : null
  },
  read(body) {
    const { data } = CassoBody.parse(body)
    return (Array.isArray(data) ? data : [data]).map((report) => ({
      providerId: String(report.id),
      reference: report.reference || `CASSO-${report.id}`,
      accountNumber: report.virtualAccountNumber || report.accountNumber || null,
      bank: report.bankAbbreviation || report.bankName || null,
      direction: report.amount < 0 ? 'out' : 'in',
      amount: Math.abs(report.amount),
      content: report.description ?? '',
      transferredAt: report.transactionDateTime,
    }))
  },
  report(transfer, key, now) {
    const body = {
      error: 0,
      data: {
        id: Number(transfer.providerId) || transfer.providerId,
        reference: transfer.reference,
        description: transfer.content,
        amount: transfer.direction === 'out' ? -transfer.amount : transfer.amount,
        runningBalance: 0,
        transactionDateTime: vietnamTimeText(transfer.transferredAt),
        accountNumber: transfer.accountNumber ?? '',
        bankName: transfer.bank ?? '',
        bankAbbreviation: transfer.bank ?? '',
        virtualAccountNumber: '',
        virtualAccountName: '',
        counterAccountName: '',
        counterAccountNumber: '',
        counterAccountBankId: '',
        counterAccountBankName: '',
      },
    }
    return {
      body,
      headers: { 'x-casso-signature': `t=${now},v1=${cassoSignature(body, key, now)}` },
    }
  },
}

export const PROVIDERS: Record<BankProvider, ProviderAdapter> = { sepay, casso }
