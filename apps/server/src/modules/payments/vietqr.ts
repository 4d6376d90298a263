import QRCode from 'qrcode'

// NAPAS VietQR (EMVCo merchant-presented QR): every field is its 2-digit ID, its length in 2
// digits, then its value; templates (38, 62) nest fields the same way. Any Vietnamese banking
// app that scans it fills in the bank, the account, the amount and the transfer content.
const NAPAS_GUID = 'A000000727'
/** Transfer to an account number (QRIBFTTC would be to a card). */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA'
const VND = '704'
const VIETNAM = 'VN'
/** 12: a dynamic QR, made for one payment with its amount (11 is a static one). */
const DYNAMIC = '12'

export type VietQrTransfer = {
  /** The bank's 6-digit NAPAS BIN. */
  bankBin: string
  /** 1 to 19 letters or digits. */
  accountNo: string
  /** Whole dong, at least 1. */
  amountVnd: number
  /** The transfer content (purpose of transaction): the order code, e.g. OS000123. */
  orderCode: string
}

// Bank apps copy the purpose into the transfer's content, where many drop anything but
// letters and digits: an order code keeps to those so that it arrives as written.
const ORDER_CODE = /^[A-Z0-9]{1,25}$/
const BANK_BIN = /^\d{6}$/
const ACCOUNT_NO = /^[0-9A-Za-z]{1,19}$/
/** 13 characters is the most field 54 holds. */
const MAX_AMOUNT = 9_999_999_999_999

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc
}

/** The VietQR text for one transfer; throws a RangeError on an input a bank app would refuse. */
export function vietQrPayload(transfer: VietQrTransfer): string {
  const { bankBin, accountNo, amountVnd, orderCode } = transfer
  if (!BANK_BIN.test(bankBin)) throw new RangeError(`bank BIN must be 6 digits, not ${bankBin}`)
  if (!ACCOUNT_NO.test(accountNo)) {
    throw new RangeError(`account number must be 1 to 19 letters or digits, not ${accountNo}`)
  }
  if (!Number.isSafeInteger(amountVnd) || amountVnd < 1 || amountVnd > MAX_AMOUNT) {
    throw new RangeError(`amount must be a whole number of dong of at least 1, not ${amountVnd}`)
  }
  if (!ORDER_CODE.test(orderCode)) {
    throw new RangeError(`order code must be 1 to 25 capital letters or digits, not ${orderCode}`)
  }
  const beneficiary = field('00', bankBin) + field('01', accountNo)
  const body = [
    field('00', '01'),
    field('01', DYNAMIC),
    field(
      '38',
      field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', SERVICE_TO_ACCOUNT),
    ),
    field('53', VND),
    field('54', String(amountVnd)),
    field('58', VIETNAM),
    field('62', field('08', orderCode)),
  ].join('')
  // The checksum covers its own ID and length.
  const checked = `${body}6304`
  return checked + crc16CcittFalse(checked).toString(16).toUpperCase().padStart(4, '0')
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

/**
 * The QR code of `payload` as an SVG image named `label` for screen readers. The drawing is
 * qrcode's: two paths of numbers only; the label is escaped. No width or height: it fills the
 * box it is put in. Medium error correction and the standard 4-module quiet zone.
 */
export async function qrSvg(payload: string, label: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
  const open = '<svg xmlns="http://www.w3.org/2000/svg" '
  if (!svg.startsWith(open)) throw new Error('qrcode drew an SVG of an unexpected shape')
  const name = escapeXml(label)
  // Replacer functions: a `$` in the label is text, not a replacement pattern.
  return svg
    .trim()
    .replace(open, () => `${open}role="img" aria-label="${name}" `)
    .replace(/^<svg[^>]*>/, (tag) => `${tag}<title>${name}</title>`)
}
