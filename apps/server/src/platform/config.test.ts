import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: path.resolve('./data'),
      PUBLIC_URL: 'http://localhost:3000',
      BRAND_NAME: 'Kaimono',
      TRUST_PROXY: { hops: 0 },
      SERVE_WEB: true,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 60_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
      CONNECTION_TIMEOUT_MS: 60_000,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  test('values are coerced, and an empty optional value counts as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: '',
      PUBLIC_URL: 'https://kaimono.vn/',
      TRUST_PROXY: 'true',
    })
    expect(config.PORT).toBe(8080)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PUBLIC_URL).toBe('https://kaimono.vn')
    expect(config.TRUST_PROXY).toEqual({ hops: 1 })
  })

  test('TRUST_PROXY is a number of proxies or their addresses, never "trust anything"', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY
    expect(trust('false')).toEqual({ hops: 0 })
    expect(trust('2')).toEqual({ hops: 2 })
    expect(trust('10.0.0.0/8, 192.0.2.7,fd00::/8, loopback')).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8', 'loopback'],
    })
    expect(() => trust('yes')).toThrow(/TRUST_PROXY="yes" must be true, false, a number/)
    expect(() => trust('10.0.0.0/33')).toThrow(/not 10\.0\.0\.0\/33/)
    expect(() => trust('99')).toThrow(/TRUST_PROXY="99" must be at most 10 proxies/)
  })

  test('the headers must be allowed no longer than the whole request', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'HEADERS_TIMEOUT_MS="5000" must not exceed REQUEST_TIMEOUT_MS',
    )
  })

  test('bad values fail with one line naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).not.toContain('\n')
      expect(message).toMatch(/^invalid configuration: /)
      expect(message).toContain('PORT="abc"')
      expect(message).toContain(
        'DATABASE_URL="mysql://x/y" must be a URL starting with postgres://',
      )
      expect(message).toContain('LOG_LEVEL="loud"')
    }
  })

  test('uploads are kept on disk unless an S3 bucket is configured with all it needs', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE_DRIVER: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_TIMEOUT_MS: 15_000,
    })
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_BUCKET: 'kaimono-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    }
    expect(loadConfig(s3)).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: false })
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'kaimono-uploads' })).toThrow(
      'invalid configuration: S3_ENDPOINT="" is required when STORAGE_DRIVER=s3; ' +
        'S3_ACCESS_KEY_ID="" is required when STORAGE_DRIVER=s3; ' +
        'S3_SECRET_ACCESS_KEY="" is required when STORAGE_DRIVER=s3',
    )
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Kaimono_Uploads' })).toThrow(
      'S3_BUCKET="Kaimono_Uploads" must be a bucket name',
    )
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER="ftp"/)
  })

  test('a port out of range is refused', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/)
  })
})
