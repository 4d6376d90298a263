import { BANK_APPS, bankAppLinks, NAPAS_BANK_CODES } from '@kaimono/contracts'
import { Banks } from 'vietnam-qr-pay'
import { describe, expect, test } from 'vitest'
import {
  orderCode,
  parseTransferContent,
  paymentGroupCode,
  topUpCode,
  transferContentOf,
} from './transfer-content.ts'

describe('building a transfer content', () => {
  test('one order is paid under its own code', () => {
    expect(transferContentOf([{ id: 12 }])).toBe('OS000012')
    expect(transferContentOf([{ id: 12 }], 7)).toBe('OS000012')
  })

  test('several orders are paid under their group’s code, short whatever their number', () => {
    const orders = Array.from({ length: 20 }, (_, i) => ({ id: 1000 + i }))
    expect(transferContentOf(orders.slice(0, 2), 45)).toBe('KMP000045')
    expect(transferContentOf(orders, 1_234_567)).toBe('KMP1234567')
    expect(() => transferContentOf(orders.slice(0, 2))).toThrow(/payment group/)
  })

  test('codes are capital letters and digits that fit VietQR’s 25-character purpose', () => {
    for (const code of [orderCode(1), paymentGroupCode(1), paymentGroupCode(2_147_483_647)]) {
      expect(code).toMatch(/^[A-Z0-9]{1,25}$/)
    }
    expect(orderCode(1_000_000)).toBe('OS1000000')
  })
})

describe('reading a transfer content as the bank reports it', () => {
  test('a group code and order codes, wrapped in the bank’s own text', () => {
    expect(parseTransferContent('MBVCB.1234567.KMP000045.CT tu 0123456789 NGUYEN VAN A')).toEqual({
      orderIds: [],
      groupIds: [45],
      customerNumbers: [],
    })
    expect(parseTransferContent('IBFT OS000012 OS000013 thanh toan')).toEqual({
      orderIds: [12, 13],
      groupIds: [],
      customerNumbers: [],
    })
  })

  test('codes joined without spaces, in lower case or glued to a name, are still read', () => {
    expect(parseTransferContent('NGUYENVANAOS000012OS000013').orderIds).toEqual([12, 13])
    expect(parseTransferContent('os000012-kmp000003')).toEqual({
      orderIds: [12],
      groupIds: [3],
      customerNumbers: [],
    })
  })

  test('digits the bank appends after a padded code are not the code’s', () => {
    expect(parseTransferContent('OS0000120987654321').orderIds).toEqual([12])
    expect(parseTransferContent('KMP000045 20261125').groupIds).toEqual([45])
    expect(parseTransferContent('OS1234567').orderIds).toEqual([1_234_567])
  })

  test('each code once; nothing read from text without codes or from numbers no row has', () => {
    expect(parseTransferContent('OS000012 OS000012 os000012').orderIds).toEqual([12])
    for (const text of ['', 'chuyen tien', 'OS12345', 'OS000000', 'OS9999999999', 'KMP']) {
      expect(parseTransferContent(text), text).toEqual({
        orderIds: [],
        groupIds: [],
        customerNumbers: [],
      })
    }
  })

  test('what is built is read back, for one order and for a group', () => {
    expect(parseTransferContent(transferContentOf([{ id: 77 }])).orderIds).toEqual([77])
    const content = transferContentOf([{ id: 1 }, { id: 2 }], 9)
    expect(parseTransferContent(`FT26329 ${content} CHUYEN KHOAN`).groupIds).toEqual([9])
  })

  test('a top-up code names the customer, in any case and among other words and codes', () => {
    expect(topUpCode(100_001)).toBe('KMN100001')
    expect(topUpCode(42)).toBe('KMN000042')
    expect(parseTransferContent('MBVCB.991.kmn100001.CT tu 0912345678').customerNumbers).toEqual([
      100_001,
    ])
    expect(parseTransferContent('NAP TIEN KMN100001 OS000012')).toEqual({
      orderIds: [12],
      groupIds: [],
      customerNumbers: [100_001],
    })
    expect(parseTransferContent('KMN 100001').customerNumbers).toEqual([])
  })
})

describe('banking app deeplinks', () => {
  const transfer = {
    bank_bin: '970436',
    account_no: '1234567890',
    account_name: 'CONG TY TNHH KAIMONO',
    amount: 1_500_000,
    transfer_content: 'KMP000045',
  }

  test('each published app gets VietQR.io’s documented link, with the return address as is', () => {
    const links = bankAppLinks(transfer, 'https://kaimono.vn/customer/payments/45')
    expect(links.map((link) => link.id)).toEqual(BANK_APPS.map((app) => app.id))
    expect(links[0]?.href).toBe(
      'https://dl.vietqr.io/pay?app=mb&am=1500000&tn=KMP000045&ba=1234567890@vcb&bn=CONG+TY+TNHH+KAIMONO&url=https://kaimono.vn/customer/payments/45',
    )
  })

  test('no links for a bank without a known code, or a return address the service cannot take', () => {
    expect(bankAppLinks({ ...transfer, bank_bin: '999999' }, 'https://kaimono.vn/x')).toEqual([])
    expect(bankAppLinks(transfer, 'https://kaimono.vn/x?a=1&b=2')).toEqual([])
    expect(bankAppLinks(transfer, 'javascript:alert(1)')).toEqual([])
  })

  test('every bank with a code is a bank vietnam-qr-pay knows by that BIN', () => {
    const bins = new Set(Object.values(Banks).map((bank) => bank.bin))
    for (const bin of Object.keys(NAPAS_BANK_CODES)) expect(bins.has(bin), bin).toBe(true)
  })
})
