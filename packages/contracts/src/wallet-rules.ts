// Plain values, no schema: the browser bundle imports these without zod.

/**
 * §4 reference type labels. The web shows `wallet.referenceTypes.<key>` for a known type and any
 * other type as is; SFA is an acronym, the same in every language. Beyond §4, bank_transfer is
 * the reference of a deposit (a customer's bank transfer) and of a withdrawal's payout, and
 * withdrawal the code of a customer's withdrawal request (RT000012).
 */
const REFERENCE_TYPE_KEYS: Record<string, string> = {
  purchase: 'purchase',
  order: 'order',
  goods_delivery: 'goodsDelivery',
  lading_bill: 'ladingBill',
  credit_order: 'creditOrder',
  bank_transfer: 'bankTransfer',
  withdrawal: 'withdrawal',
}

export function referenceTypeLabel(type: string, t: (key: string) => string): string {
  if (type === 'sfa') return 'SFA'
  const key = REFERENCE_TYPE_KEYS[type]
  return key ? t(`wallet.referenceTypes.${key}`) : type
}

/** The receiptable_type of a deposit's reference and of an order charge's. */
export const DEPOSIT_REFERENCE_TYPE = 'bank_transfer'
export const ORDER_REFERENCE_TYPE = 'order'
