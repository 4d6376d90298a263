import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  S3Error,
  type S3Options,
  StorageKeyError,
  s3ObjectUrl,
  s3Storage,
  storageFromConfig,
} from './index.ts'

const ACCESS_KEY_ID = 'KAIMONOTESTKEY'
const SECRET = 'kaimono-test-secret'
const REGION = 'ap-southeast-1'
const BUCKET = 'uploads'

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** S3's error document (REST API, "Error responses"). */
function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      `<Resource>${res.req.url}</Resource><RequestId>4442587FB7D0A2F9</RequestId></Error>`,
  )
}

/**
 * What the signature of a request must be, worked out from the request as received (AWS
 * Signature Version 4: canonical request, string to sign, the derived key), independently of
 * the client's signing.
 */
function expectedSignature(req: IncomingMessage, signedHeaders: string, scope: string) {
  const url = new URL(req.url ?? '/', 'http://s3')
  const canonical = [
    req.method,
    url.pathname,
    [...url.searchParams]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&'),
    `${signedHeaders
      .split(';')
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`)
      .join('\n')}\n`,
    signedHeaders,
    req.headers['x-amz-content-sha256'],
  ].join('\n')
  const [date = '', region = ''] = scope.split('/')
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), 's3'), 'aws4_request')
  const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], scope, sha256(canonical)]
  return hmac(key, toSign.join('\n')).toString('hex')
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8}\/[^/]+\/s3\/aws4_request), SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/

/**
 * A bucket as S3 keeps one, path-style: it checks each request's SigV4 signature and payload
 * hash, keeps what is put with its Content-Type, and answers S3's documented errors. Keys under
 * `private/` are AccessDenied, under `busy/` SlowDown, under `proxy/` an HTML 502 from a proxy;
 * under `hang/` no answer ever comes, under `stall/` the body never ends.
 */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const auth = AUTHORIZATION.exec(String(req.headers.authorization ?? ''))
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    if (!auth || !/^\d{8}T\d{6}Z$/.test(amzDate) || !req.headers['x-amz-content-sha256']) {
      return s3Error(res, 403, 'AccessDenied', 'Anonymous access is forbidden')
    }
    const [, keyId, scope = '', signedHeaders = '', signature] = auth
    if (keyId !== ACCESS_KEY_ID) return s3Error(res, 403, 'InvalidAccessKeyId', 'No such key id')
    if (signature !== expectedSignature(req, signedHeaders, scope)) {
      return s3Error(res, 403, 'SignatureDoesNotMatch', 'The signature does not match')
    }
    if (req.headers['x-amz-content-sha256'] !== sha256(body)) {
      return s3Error(res, 400, 'XAmzContentSHA256Mismatch', 'The payload hash differs')
    }
    const [, bucket, ...rest] = new URL(req.url ?? '/', 'http://s3').pathname.split('/')
    const key = rest.join('/')
    if (bucket !== BUCKET) return s3Error(res, 404, 'NoSuchBucket', 'The bucket does not exist')
    if (key.startsWith('private/')) return s3Error(res, 403, 'AccessDenied', 'Access Denied')
    if (key.startsWith('busy/')) return s3Error(res, 503, 'SlowDown', 'Please reduce your rate')
    if (key.startsWith('proxy/')) {
      res.writeHead(502, { 'content-type': 'text/html' })
      return res.end('<html><body>Bad Gateway</body></html>')
    }
    if (key.startsWith('hang/')) return
    if (key.startsWith('stall/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '1000' })
      return res.write(Buffer.alloc(10))
    }
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type']) })
      return res.writeHead(200, { etag: `"${sha256(body)}"` }).end()
    }
    const object = objects.get(key)
    if (req.method === 'DELETE') {
      objects.delete(key)
      return res.writeHead(204).end()
    }
    if (!object) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.')
    res.writeHead(200, { 'content-type': object.contentType }).end(object.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, objects, seen, endpoint: `http://127.0.0.1:${port}` }
}

let s3: Awaited<ReturnType<typeof fakeS3>>
let options: S3Options

beforeAll(async () => {
  s3 = await fakeS3()
  options = {
    endpoint: s3.endpoint,
    region: REGION,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    timeoutMs: 200,
  }
})
afterAll(async () => {
  s3.server.closeAllConnections()
  await new Promise((resolve) => s3.server.close(resolve))
})

/** The call's failure, which must be an S3Error. */
async function failure(call: Promise<unknown>): Promise<S3Error> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(S3Error)
  return error as S3Error
}

describe('an S3 bucket', () => {
  test('keeps what is put, signed with SigV4, and gives it back with its type', async () => {
    const storage = s3Storage(options)
    const picture = Buffer.from('pretend this is a WebP')
    await storage.put('support/42/9f3a01bc.webp', picture, 'image/webp')
    expect(s3.objects.get('support/42/9f3a01bc.webp')).toEqual({
      body: picture,
      contentType: 'image/webp',
    })
    const put = s3.seen.at(-1)
    expect(put).toMatchObject({ method: 'PUT', url: '/uploads/support/42/9f3a01bc.webp' })
    const amzDate = String(put?.headers['x-amz-date'])
    expect(amzDate).toMatch(/^\d{8}T\d{6}Z$/)
    expect(put?.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/${amzDate.slice(0, 8)}/${REGION}/s3/aws4_request, `,
      ),
    )
    // The payload is signed, not UNSIGNED-PAYLOAD.
    expect(put?.headers['x-amz-content-sha256']).toBe(sha256(picture))

    expect(await storage.get('support/42/9f3a01bc.webp')).toEqual({
      body: picture,
      contentType: 'image/webp',
    })
    await storage.delete('support/42/9f3a01bc.webp')
    expect(s3.objects.has('support/42/9f3a01bc.webp')).toBe(false)
  })

  test('a missing key is null, and deleting it is fine', async () => {
    const storage = s3Storage(options)
    expect(await storage.get('support/1/none.jpg')).toBeNull()
    await expect(storage.delete('support/1/none.jpg')).resolves.toBeUndefined()
  })

  test('a missing bucket is an error, not a missing object', async () => {
    const storage = s3Storage({ ...options, bucket: 'no-such-bucket' })
    expect((await failure(storage.get('support/1/a.jpg'))).code).toBe('NoSuchBucket')
    expect((await failure(storage.delete('support/1/a.jpg'))).code).toBe('NoSuchBucket')
  })

  test('a wrong secret or a forbidden key is an error naming S3’s code', async () => {
    const wrong = s3Storage({ ...options, secretAccessKey: 'not-the-secret' })
    const signature = await failure(wrong.put('support/1/a.jpg', Buffer.from('x'), 'image/jpeg'))
    expect(signature).toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 })
    expect(signature.message).toBe(
      'S3 PUT uploads/support/1/a.jpg: 403 SignatureDoesNotMatch ' +
        '(The signature does not match, request 4442587FB7D0A2F9)',
    )
    expect(signature.message).not.toContain('not-the-secret')
    const denied = await failure(s3Storage(options).get('private/a.jpg'))
    expect(denied).toMatchObject({ code: 'AccessDenied', status: 403 })
    expect(denied.message).toContain('403 AccessDenied (Access Denied')
  })

  test('a busy or broken service is an error: SlowDown, or the HTTP status', async () => {
    const storage = s3Storage(options)
    const busy = await failure(storage.put('busy/a.png', Buffer.from('x'), 'image/png'))
    expect(busy).toMatchObject({ code: 'SlowDown', status: 503 })
    const proxy = await failure(storage.get('proxy/a.png'))
    expect(proxy).toMatchObject({ code: 'HTTP 502', status: 502 })
    expect(proxy.message).toBe('S3 GET uploads/proxy/a.png: 502 without an error code')
  })

  test('a service that does not answer, or stops halfway, fails within the timeout', {
    timeout: 5_000,
  }, async () => {
    const storage = s3Storage(options)
    const hung = await failure(storage.put('hang/a.png', Buffer.from('x'), 'image/png'))
    expect(hung).toMatchObject({ code: 'Timeout' })
    expect(hung.message).toBe('S3 PUT uploads/hang/a.png: no answer within 200 ms')
    expect((await failure(storage.get('stall/a.png'))).code).toBe('Timeout')
    expect((await failure(storage.delete('hang/a.png'))).code).toBe('Timeout')
  })

  test('a service nobody listens at is unreachable', async () => {
    const closed: Server = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const storage = s3Storage({ ...options, endpoint: `http://127.0.0.1:${port}` })
    const unreachable = await failure(storage.get('support/1/a.jpg'))
    expect(unreachable.code).toBe('Unreachable')
    expect(unreachable.message).toBe('S3 GET uploads/support/1/a.jpg: fetch failed (ECONNREFUSED)')
  })

  test('a bad key is refused before any request', async () => {
    const before = s3.seen.length
    await expect(s3Storage(options).get('../a.jpg')).rejects.toThrow(StorageKeyError)
    expect(s3.seen.length).toBe(before)
  })
})

test('STORAGE_DRIVER=s3 makes a storage of the configured bucket', async () => {
  const storage = storageFromConfig({
    DATA_DIR: '/nowhere',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: REGION,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: true,
    S3_TIMEOUT_MS: 1_000,
  })
  await storage.put('support/9/from-config.png', Buffer.from('x'), 'image/png')
  expect(s3.objects.get('support/9/from-config.png')?.contentType).toBe('image/png')
})

describe('an object’s URL', () => {
  const url = (endpoint: string, forcePathStyle: boolean, key = 'support/1/a.jpg') =>
    s3ObjectUrl({ endpoint, bucket: 'kaimono-uploads', forcePathStyle }, key).href

  test('path-style: the bucket is the first segment of the path', () => {
    expect(url('http://minio:9000', true)).toBe('http://minio:9000/kaimono-uploads/support/1/a.jpg')
    expect(url('https://acc.r2.cloudflarestorage.com/', true)).toBe(
      'https://acc.r2.cloudflarestorage.com/kaimono-uploads/support/1/a.jpg',
    )
    expect(url('https://storage.example.com/s3/?x=1#y', true)).toBe(
      'https://storage.example.com/s3/kaimono-uploads/support/1/a.jpg',
    )
  })

  test('virtual-hosted: the bucket is the first label of the host', () => {
    expect(url('https://s3.eu-west-1.amazonaws.com', false)).toBe(
      'https://kaimono-uploads.s3.eu-west-1.amazonaws.com/support/1/a.jpg',
    )
    expect(url('https://acc.r2.cloudflarestorage.com', false)).toBe(
      'https://kaimono-uploads.acc.r2.cloudflarestorage.com/support/1/a.jpg',
    )
    expect(url('http://s3.local:9000', false)).toBe(
      'http://kaimono-uploads.s3.local:9000/support/1/a.jpg',
    )
  })

  test('a key that is not one is refused', () => {
    expect(() => url('http://minio:9000', true, '/a.jpg')).toThrow(StorageKeyError)
    expect(() => url('http://minio:9000', false, 'a/../../b.jpg')).toThrow(StorageKeyError)
  })
})
