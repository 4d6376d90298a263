import { describe, expect, test } from 'vitest'
import { testConfig } from '../../../test/app.ts'
import { avatarRule, checkTypedProfile, fitName, fitProfile } from './profile-rules.ts'

const avatars = avatarRule(
  testConfig({
    PUBLIC_URL: 'https://kaimono.vn',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    OIDC_ISSUER: 'https://sso.example.vn/realms/staff',
    OIDC_CLIENT_ID: 'kaimono',
  }),
)

describe('avatars', () => {
  test('from our storage, Google and the configured OpenID issuer', () => {
    for (const url of [
      '/media/avatars/1.png',
      'https://kaimono.vn/media/avatars/1.png',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://sso.example.vn/avatars/7.jpg',
    ]) {
      expect([url, avatars(url)]).toEqual([url, true])
    }
  })

  test('nothing else, however the address is dressed up', () => {
    for (const url of [
      'https://tracker.example/p.gif',
      '//tracker.example/media/p.gif',
      '/\\tracker.example/media/p.gif',
      '/media/../api/auth/sign-out',
      'https://kaimono.vn/api/users',
      'http://lh3.googleusercontent.com/a/x',
      'https://googleusercontent.com.tracker.example/a',
      'https://user:pw@lh3.googleusercontent.com/a',
      'https://sso.example.vn:8443/avatars/7.jpg',
      'javascript:alert(1)',
      '/media/a\u0000.png',
      `/media/${'a'.repeat(2100)}.png`,
    ]) {
      expect([url, avatars(url)]).toEqual([url, false])
    }
  })

  test('no Google and no OpenID provider configured: none of theirs', () => {
    const plain = avatarRule(testConfig({ PUBLIC_URL: 'https://kaimono.vn' }))
    expect(plain('https://lh3.googleusercontent.com/a/x')).toBe(false)
    expect(plain('/media/avatars/1.png')).toBe(true)
  })
})

describe('names', () => {
  test('typed: the contracts rule, trimmed', () => {
    expect(checkTypedProfile({ name: '  Hoa ' }, avatars)).toEqual({ ok: true, name: 'Hoa' })
    expect(
      checkTypedProfile({ name: 'H'.repeat(101), image: 'https://x.example/a' }, avatars),
    ).toEqual({
      ok: false,
      errors: { name: ['validation.tooLong'], image: ['validation.avatar'] },
    })
    expect(checkTypedProfile({ name: 42 }, avatars)).toEqual({
      ok: false,
      errors: { name: ['validation.required'] },
    })
  })

  test('from elsewhere: cleaned and cut, never half a character', () => {
    expect(fitName(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99))
    expect(fitName(' \u0000 ', 'lan.sso')).toBe('lan.sso')
    expect(fitName(null)).toBe('-')
    expect(
      fitProfile({ name: 'A\nB', image: 'https://x.example/a', email: 'a@b.vn' }, avatars),
    ).toEqual({ name: 'A B', image: null, email: 'a@b.vn' })
    const verifiedOnly: { emailVerified: boolean; name?: string } = { emailVerified: true }
    expect(fitProfile(verifiedOnly, avatars)).toEqual({ emailVerified: true })
  })
})
