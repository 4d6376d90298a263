import { Resvg } from '@resvg/resvg-js'
import QRCode from 'qrcode'
import { QRPay } from 'vietnam-qr-pay'
import { describe, expect, test } from 'vitest'
import { crc16CcittFalse, qrSvg, type VietQrTransfer, vietQrPayload } from './vietqr.ts'

const transfer = (overrides: Partial<VietQrTransfer> = {}): VietQrTransfer => ({
  bankBin: '970436',
  accountNo: '0451000123456',
  amountVnd: 1_500_000,
  orderCode: 'OS000123',
  ...overrides,
})

describe('CRC-16/CCITT-FALSE', () => {
  test('the check value of the catalogue of CRCs: "123456789" is 0x29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1)
  })

  test('the empty text is the initial value', () => {
    expect(crc16CcittFalse('')).toBe(0xffff)
  })

  test('agrees with a VietQR that another encoder made', () => {
    // vietnam-qr-pay's README: ACB 257678859, 10,000 đ, 'Chuyen tien'; its checksum is 53E6.
    const made =
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien6304'
    expect(crc16CcittFalse(made).toString(16).toUpperCase()).toBe('53E6')
  })
})

describe('the VietQR payload', () => {
  test('is assembled field by field as NAPAS writes it', () => {
    const body =
      '000201' + // payload format 01
      '010212' + // dynamic: made for this amount
      '3857' + // merchant account information, 57 characters:
      '0010A000000727' + //   NAPAS
      '0127' + //   beneficiary, 27 characters:
      '0006970436' + //     bank BIN
      '01130451000123456' + //     account number
      '0208QRIBFTTA' + //   transfer to an account
      '5303704' + // VND
      '54071500000' + // 1,500,000
      '5802VN' +
      '6212' + // additional data, 12 characters:
      '0808OS000123' + //   purpose: the order code
      '6304'
    const crc = crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0')
    expect(vietQrPayload(transfer())).toBe(body + crc)
  })

  test('an independent decoder reads back every field, and its CRC check passes', () => {
    const payload = vietQrPayload(transfer())
    const decoded = new QRPay(payload)
    expect(decoded.isValid).toBe(true)
    expect(decoded.version).toBe('01')
    expect(decoded.initMethod).toBe('12')
    expect(decoded.provider.name).toBe('VIETQR')
    expect(decoded.provider.guid).toBe('A000000727')
    expect(decoded.provider.service).toBe('QRIBFTTA')
    expect(decoded.consumer.bankBin).toBe('970436')
    expect(decoded.consumer.bankNumber).toBe('0451000123456')
    expect(decoded.amount).toBe('1500000')
    expect(decoded.currency).toBe('704')
    expect(decoded.nation).toBe('VN')
    expect(decoded.additionalData.purpose).toBe('OS000123')
    expect(decoded.crc).toBe(payload.slice(-4))
  })

  test('a changed character fails the decoder’s CRC check', () => {
    const payload = vietQrPayload(transfer())
    expect(new QRPay(payload.replace('1500000', '9500000')).isValid).toBe(false)
  })

  test.each([
    [
      'another bank and account, a large amount and a long code',
      {
        bankBin: '970422',
        accountNo: 'ABC1234567890123456',
        amountVnd: 10_000_000_000,
        orderCode: 'OS1234567',
      },
    ],
    ['the smallest amount', { amountVnd: 1, orderCode: 'OS000001' }],
  ])('round-trips: %s', (_, overrides) => {
    const input = transfer(overrides)
    const decoded = new QRPay(vietQrPayload(input))
    expect(decoded.isValid).toBe(true)
    expect(decoded.consumer.bankBin).toBe(input.bankBin)
    expect(decoded.consumer.bankNumber).toBe(input.accountNo)
    expect(decoded.amount).toBe(String(input.amountVnd))
    expect(decoded.additionalData.purpose).toBe(input.orderCode)
  })

  test.each<[string, Partial<VietQrTransfer>]>([
    ['a BIN of 5 digits', { bankBin: '97043' }],
    ['a BIN with letters', { bankBin: '97043A' }],
    ['no account number', { accountNo: '' }],
    ['an account number of 20 characters', { accountNo: '12345678901234567890' }],
    ['an account number with a hyphen', { accountNo: '0451-000123' }],
    ['an amount of 0', { amountVnd: 0 }],
    ['a negative amount', { amountVnd: -1_000 }],
    ['a fraction of a dong', { amountVnd: 1_000.5 }],
    ['no amount at all', { amountVnd: Number.NaN }],
    ['an amount beyond 13 digits', { amountVnd: 10_000_000_000_000 }],
    ['no order code', { orderCode: '' }],
    ['a code in small letters', { orderCode: 'os000123' }],
    ['a code with a space', { orderCode: 'OS 000123' }],
    ['a code with accents', { orderCode: 'ĐƠN123' }],
    ['a code of 26 characters', { orderCode: 'OS'.padEnd(26, '1') }],
  ])('refuses %s', (_, overrides) => {
    expect(() => vietQrPayload(transfer(overrides))).toThrow(RangeError)
  })
})

describe('the QR code as SVG', () => {
  const payload = vietQrPayload(transfer())

  test('is an accessible image named by its label, and well-formed XML', async () => {
    const svg = await qrSvg(payload, 'Mã VietQR: chuyển 1.500.000 đ')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img" /)
    expect(svg).toContain('aria-label="Mã VietQR: chuyển 1.500.000 đ"')
    expect(svg).toContain('<title>Mã VietQR: chuyển 1.500.000 đ</title>')
    expect(svg.endsWith('</svg>')).toBe(true)
    // resvg parses strictly: malformed XML is an exception, not a picture.
    expect(() => new Resvg(svg)).not.toThrow()
  })

  test('escapes the label', async () => {
    const svg = await qrSvg(payload, `<script>"x" & 'y' $& $1</script>`)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain(
      '<title>&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos; $&amp; $1&lt;/script&gt;</title>',
    )
    expect(() => new Resvg(svg)).not.toThrow()
  })

  test('draws exactly the QR code of the payload, with a quiet zone of 4 modules', async () => {
    const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules
    expect(modules.size).toBeGreaterThan(20)
    const svg = await qrSvg(payload, 'VietQR')
    const side = modules.size + 8
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`)
    // Drawn at 4 px per module, the centre pixel of each module is black exactly where the
    // code has a dark module.
    const scale = 4
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: side * scale } }).render()
    expect(image.width).toBe(side * scale)
    const dark = (x: number, y: number) => {
      const i = ((y * scale + scale / 2) * image.width + (x * scale + scale / 2)) * 4
      return (image.pixels[i] ?? 255) < 128
    }
    const rows = (cell: (row: number, col: number) => boolean) =>
      Array.from({ length: side }, (_, row) =>
        Array.from({ length: side }, (_, col) => (cell(row, col) ? '#' : '.')).join(''),
      )
    const code = (row: number, col: number) =>
      row >= 4 &&
      col >= 4 &&
      row < side - 4 &&
      col < side - 4 &&
      Boolean(modules.get(row - 4, col - 4))
    const expected = rows(code)
    expect(rows((row, col) => dark(col, row))).toEqual(expected)
    expect(expected.join('').split('#').length - 1).toBeGreaterThan(100)
  })
})
