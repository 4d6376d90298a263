import { expect, test } from 'vitest'
import { createI18n } from '#app/i18n/i18n.ts'
import { allMessages } from '#app/i18n/messages.server.ts'
import { linkProblems } from './payment-link.ts'

test("each refused message of a link is named by its field, in the query's order", () => {
  const t = createI18n('en', allMessages.en).t
  expect(
    linkProblems(t, {
      order_id: ['The order does not exist.'],
      price: ['Must be a number.', 'Must be positive.'],
    }),
  ).toEqual([
    `${t('payment.amount')}: Must be a number.`,
    `${t('payment.amount')}: Must be positive.`,
    `${t('payment.orderNumber')}: The order does not exist.`,
  ])
  expect(linkProblems(t, {})).toEqual([])
})
