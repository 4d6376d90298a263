import { expect, test } from 'vitest'
import { createI18n, type Messages, rememberPlainTexts } from './i18n.ts'

const messages = (greeting: string) =>
  ({ home: { greeting, hello: 'Hello {{name}}' }, cart: { title: 'Cart' } }) as unknown as Messages

test('a remembered translator gives what i18next gives, and looks a plain key up only once', () => {
  const plain = createI18n('en', messages('Welcome'))
  const remembered = rememberPlainTexts(createI18n('en', messages('Welcome')))
  const t = remembered.getFixedT('en')
  expect(t('home.greeting')).toBe(plain.getFixedT('en')('home.greeting'))
  expect(t('home.hello', { name: 'Lan' })).toBe('Hello Lan')

  // The messages change underneath: the plain key keeps the text it was first given, calls
  // with options still go through i18next.
  remembered.addResource('en', 'translation', 'home.greeting', 'Changed')
  remembered.addResource('en', 'translation', 'home.hello', 'Hi {{name}}')
  expect(remembered.getFixedT('en')('home.greeting')).toBe('Welcome')
  expect(t('home.hello', { name: 'Lan' })).toBe('Hi Lan')
})

test('texts are remembered per language, namespace and key prefix', () => {
  const en = rememberPlainTexts(createI18n('en', messages('Welcome')))
  const vi = rememberPlainTexts(createI18n('vi', messages('Chào mừng')))
  expect(en.getFixedT('en')('home.greeting')).toBe('Welcome')
  expect(vi.getFixedT('vi')('home.greeting')).toBe('Chào mừng')
  const prefixed = en.getFixedT('en', 'translation', 'cart')
  expect(prefixed('title')).toBe('Cart')
  expect(en.getFixedT('en')('title')).toBe('title')
})
