import type { Notification } from '@kaimono/contracts'
import { describe, expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { headlineOf, linkOf } from './headline.ts'

const notice = (
  auction: NonNullable<Notification['content']['auction']>,
  order: { order_id: number; order_code: string } | null = null,
): Pick<Notification, 'content' | 'order_id' | 'order_code'> => ({
  content: { auction },
  order_id: order?.order_id ?? null,
  order_code: order?.order_code ?? null,
})

const outbid = notice({
  event: 'outbid',
  item_id: 'x123456789',
  name: 'ニンテンドースイッチ',
  price: 21_800,
  supplier: 'YahooAuction',
})

describe("an auction's notices in the bell", () => {
  test('say what happened, with the item and the price, in each language', () => {
    const headline = (lang: 'vi' | 'ja' | 'en', item = outbid) =>
      headlineOf(createI18n(lang, allMessages[lang]).t, item, lang)
    expect(headline('en')).toBe('Outbid on “ニンテンドースイッチ”: the price is now ¥21,800')
    expect(headline('vi')).toBe(
      'Giá của bạn cho “ニンテンドースイッチ” đã bị vượt qua: giá hiện tại ¥21,800',
    )
    expect(headline('ja')).toBe('「ニンテンドースイッチ」の入札が上回られました。現在価格 ¥21,800')
    const granted = notice({
      event: 'permission_granted',
      item_id: null,
      name: null,
      price: null,
      supplier: 'YahooAuction',
    })
    expect(headline('ja', granted)).toBe('ヤフオク!の入札権限が付与されました')
    expect(headline('en', granted)).toBe('You may now bid on Yahoo! Auctions')
  })

  test('lead to the order a win made, else to the item, else to the bid log', () => {
    expect(linkOf(outbid)).toBe('/other-market/yahoo-auction/x123456789')
    const won = notice(
      { event: 'won', item_id: 'x1', name: 'a', price: 1, supplier: 'YahooAuction' },
      { order_id: 42, order_code: 'OS000042' },
    )
    expect(linkOf(won)).toBe('/customer/orders/42')
    const denied = notice({
      event: 'permission_denied',
      item_id: null,
      name: null,
      price: null,
      supplier: 'Ecoring',
    })
    expect(linkOf(denied)).toBe('/customer/auction-log')
  })
})

describe('a support answer in the bell', () => {
  const answered: Pick<Notification, 'content' | 'order_id' | 'order_code'> = {
    content: { support: { ticket_id: 12, title: 'Đơn OS000042 chưa về' } },
    order_id: null,
    order_code: null,
  }

  test('says Kaimono answered, naming the request, in each language', () => {
    const headline = (lang: 'vi' | 'ja' | 'en') =>
      headlineOf(createI18n(lang, allMessages[lang]).t, answered, lang)
    expect(headline('en')).toBe('Kaimono answered your request: Đơn OS000042 chưa về')
    expect(headline('vi')).toBe('Kaimono đã trả lời yêu cầu của bạn: Đơn OS000042 chưa về')
    expect(headline('ja')).toBe('Kaimonoがお問い合わせに回答しました：Đơn OS000042 chưa về')
  })

  test('leads to the ticket', () => {
    expect(linkOf(answered)).toBe('/customer/support/12')
  })
})

describe('money in the wallet in the bell', () => {
  const arrived: Pick<Notification, 'content' | 'order_id' | 'order_code'> = {
    content: {
      wallet: { event: 'deposit', amount: 1_500_000, currency_id: 'VND', reference: 'FT1' },
    },
    order_id: null,
    order_code: null,
  }

  test('says how much arrived, grouped as each language groups', () => {
    const headline = (lang: 'vi' | 'ja' | 'en') =>
      headlineOf(createI18n(lang, allMessages[lang]).t, arrived, lang)
    expect(headline('vi')).toBe('Đã nhận 1.500.000\u00a0đ vào ví của bạn')
    expect(headline('en')).toBe('1,500,000\u00a0đ arrived in your wallet')
    expect(headline('ja')).toBe('1,500,000\u00a0đをウォレットに入金しました')
  })

  test('leads to the wallet', () => {
    expect(linkOf(arrived)).toBe('/customer/wallet')
  })
})
