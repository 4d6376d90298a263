// The content of a bank transfer names what it pays: one order by its code (OS000123), or
// several at once by the code of their payment group (KMP000045), made when the customer chose
// to pay them in one transfer (issue 15). Both are capital letters and digits only, because
// bank apps drop anything else from the content, and both fit VietQR's 25-character purpose.

/** OS and the order number in six digits (more past 999,999), as orders.code makes it. */
export function orderCode(id: number): string {
  return `OS${String(id).padStart(6, '0')}`
}

/** KMP ('Kaimono payment') and the group's number in six digits, like an order code. */
export function paymentGroupCode(id: number): string {
  return `KMP${String(id).padStart(6, '0')}`
}

/**
 * KMN ('Kaimono nạp', top up) and the customer's number: the content of a transfer that tops up
 * the customer's wallet without paying an order (issue 22). It names a customer, not money, so it
 * never changes and may be written from memory.
 */
export function topUpCode(customerNumber: number): string {
  return `KMN${String(customerNumber).padStart(6, '0')}`
}

/**
 * What a customer writes as the content of one transfer for `orders`: the order's code for one
 * order, the payment group's code for several (one short code whatever their number).
 */
export function transferContentOf(orders: readonly { id: number }[], groupId?: number): string {
  const [only] = orders
  if (orders.length === 1 && only) return orderCode(only.id)
  if (groupId === undefined) throw new Error('several orders are paid under a payment group')
  return paymentGroupCode(groupId)
}

export type TransferCodes = {
  /** Order numbers named by OS codes, in the order they appear, each once. */
  orderIds: number[]
  /** Payment group numbers named by KMP codes, in the order they appear, each once. */
  groupIds: number[]
  /** Customer numbers named by KMN top-up codes, in the order they appear, each once. */
  customerNumbers: number[]
}

// A code is its prefix and its digits. Bank statements wrap the content in their own text
// ('MBVCB.1234567.OS000012 OS000013.CT tu 0123…'), join words without spaces
// ('NGUYENVANAOS000012OS000013'), change the case and append digits of their own. A code is
// padded to six digits while its number is below 1,000,000, so digits past the sixth after a
// leading zero are not the code's.
const CODE = /(KMP|KMN|OS)(\d{6,10})/g
const INT4_MAX = 2_147_483_647

function numberOf(digits: string): number {
  return Number(digits.length > 6 && digits.startsWith('0') ? digits.slice(0, 6) : digits)
}

/** The order, payment group and top-up codes in a transfer's content, as the bank reports it. */
export function parseTransferContent(content: string): TransferCodes {
  const ids = { OS: new Set<number>(), KMP: new Set<number>(), KMN: new Set<number>() }
  for (const match of content.toUpperCase().matchAll(CODE)) {
    const id = numberOf(match[2] ?? '')
    if (id < 1 || id > INT4_MAX) continue
    ids[match[1] as keyof typeof ids].add(id)
  }
  return { orderIds: [...ids.OS], groupIds: [...ids.KMP], customerNumbers: [...ids.KMN] }
}
