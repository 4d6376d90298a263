import Fastify, { type FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../../../test/app.ts'
import { loadConfig } from '../config.ts'
import { fastifyTrustProxy } from './trust-proxy.ts'

type Seen = { ip: string; protocol: string; host: string }

const echo = (app: FastifyInstance) => {
  app.get('/api/__client', async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host }))
}

/** What a server with this TRUST_PROXY makes of a request from `peer` with these headers. */
async function seenBy(
  trust: string,
  peer: string,
  headers: Record<string, string> = {},
): Promise<Seen> {
  const app = Fastify({
    trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trust }).TRUST_PROXY),
  })
  echo(app)
  try {
    const res = await app.inject({ url: '/api/__client', remoteAddress: peer, headers })
    return res.json()
  } finally {
    await app.close()
  }
}

describe('a number of proxies', () => {
  test('true is one proxy: the entry it appended is the client, not what the client wrote', async () => {
    const seen = await seenBy('true', '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' })
    expect(seen.ip).toBe('1.2.3.4')
    // The review's bypass: a new invented address per request, the real one appended after it.
    for (const i of [1, 2, 3]) {
      const spoofed = await seenBy('true', '10.0.0.2', {
        'x-forwarded-for': `10.8.${i}.7, 203.0.113.9`,
      })
      expect(spoofed.ip).toBe('203.0.113.9')
    }
  })

  test('two proxies: the client is the second entry from the right', async () => {
    const seen = await seenBy('2', '10.0.0.2', {
      'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.1',
    })
    expect(seen.ip).toBe('1.2.3.4')
  })

  test('false trusts no header', async () => {
    const seen = await seenBy('false', '203.0.113.9', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    })
    expect(seen).toEqual({ ip: '203.0.113.9', protocol: 'http', host: 'localhost:80' })
  })

  test('the protocol and host come from the proxy', async () => {
    const seen = await seenBy('1', '10.0.0.2', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'kaimono.vn',
    })
    expect(seen).toEqual({ ip: '1.2.3.4', protocol: 'https', host: 'kaimono.vn' })
  })
})

describe('proxy addresses, through the whole app', () => {
  const t = useTestApp(echo, { TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' })
  const seen = async (peer: string, headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/__client', remoteAddress: peer, headers })).json() as Seen

  test('from a listed proxy, the rightmost address that is not a proxy is the client', async () => {
    expect((await seen('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' })).ip).toBe('1.2.3.4')
    expect((await seen('192.0.2.7', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.1.2.3' })).ip).toBe(
      '1.2.3.4',
    )
  })

  test('from anyone else, X-Forwarded-* are ignored', async () => {
    const direct = await seen('203.0.113.9', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      host: 'kaimono.vn',
    })
    expect(direct).toEqual({ ip: '203.0.113.9', protocol: 'http', host: 'kaimono.vn' })
  })

  test('a listed proxy may say the protocol and host', async () => {
    const behind = await seen('10.0.0.5', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'kaimono.vn',
    })
    expect(behind).toEqual({ ip: '1.2.3.4', protocol: 'https', host: 'kaimono.vn' })
  })
})
