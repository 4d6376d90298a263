import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { checkStorageKey, type Storage } from './storage.ts'

export type S3Options = {
  /** The service's address: `https://s3.eu-west-1.amazonaws.com`, an R2 account's, MinIO's. */
  endpoint: string
  /** The region requests are signed for: the bucket's on AWS, `auto` on R2. */
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** `endpoint/bucket/key` (MinIO, R2, AWS) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean
  /** Longest wait for one call, its answer's body included. */
  timeoutMs: number
}

/**
 * A call to the bucket that failed, naming S3's error code (`SignatureDoesNotMatch`,
 * `AccessDenied`, `NoSuchBucket`, `SlowDown` …), `Timeout` when no answer came in time,
 * `Unreachable` when none came at all, or `HTTP <status>` when the answer named none. Not a
 * domain error: the error handler logs it (with its code) and answers 500; a domain error would
 * be answered without a word in the log, and a wrong key or bucket is the operator's to see.
 */
export class S3Error extends Error {
  readonly code: string
  readonly status: number | undefined
  constructor(message: string, code: string, status?: number, options?: ErrorOptions) {
    super(message, options)
    this.name = 'S3Error'
    this.code = code
    this.status = status
  }
}

/** The object's URL, path-style or virtual-hosted (S3 REST API, "Virtual hosting of buckets"). */
export function s3ObjectUrl(
  { endpoint, bucket, forcePathStyle }: Pick<S3Options, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): URL {
  const url = new URL(endpoint)
  const prefix = url.pathname.replace(/\/+$/, '')
  url.search = ''
  url.hash = ''
  if (forcePathStyle) {
    url.pathname = `${prefix}/${bucket}/${checkStorageKey(key)}`
  } else {
    url.hostname = `${bucket}.${url.hostname}`
    url.pathname = `${prefix}/${checkStorageKey(key)}`
  }
  return url
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** One element of S3's error document (`<Error><Code>NoSuchKey</Code>…</Error>`). */
function element(xml: string, name: string): string | undefined {
  const text = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]
  return text?.replace(/&(lt|gt|amp|quot|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '')
}

/** Enough of an error answer to name the problem; an HTML page from a proxy is cut short. */
const ERROR_BODY_CHARS = 4_000

const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex')
const EMPTY = new Uint8Array(0)

/**
 * A bucket of any S3-compatible service (AWS S3, Cloudflare R2, MinIO), through the REST API
 * signed with SigV4 (aws4fetch). The payload's SHA-256 is signed too, so a body changed on the
 * way is refused. Nothing is retried: a call ends within `timeoutMs`, and whether to try again
 * is the caller's (or the customer's) choice.
 */
export function s3Storage(options: S3Options): Storage {
  const { bucket, region, timeoutMs } = options
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region,
    retries: 0,
  })

  async function call<T>(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    answer: (response: Response, failure: () => Promise<S3Error>) => Promise<T>,
    put?: { body: Buffer; contentType: string },
  ): Promise<T> {
    const what = `S3 ${method} ${bucket}/${key}`
    const url = s3ObjectUrl(options, key)
    const body = put?.body ?? EMPTY
    const headers: Record<string, string> = { 'x-amz-content-sha256': sha256(body) }
    if (put) headers['content-type'] = put.contentType
    const signal = AbortSignal.timeout(timeoutMs)
    const failure = async (response: Response) => {
      const xml = (await response.text()).slice(0, ERROR_BODY_CHARS)
      const code = element(xml, 'Code')
      const detail = [element(xml, 'Message'), element(xml, 'RequestId')]
      const said = detail[0] ? ` (${detail[0]}${detail[1] ? `, request ${detail[1]}` : ''})` : ''
      return new S3Error(
        `${what}: ${response.status} ${code ?? 'without an error code'}${said}`,
        code ?? `HTTP ${response.status}`,
        response.status,
      )
    }
    try {
      const response = await client.fetch(url, {
        method,
        headers,
        body: put ? body : undefined,
        signal,
      })
      return await answer(response, () => failure(response))
    } catch (error) {
      if (error instanceof S3Error) throw error
      if (signal.aborted) {
        throw new S3Error(`${what}: no answer within ${timeoutMs} ms`, 'Timeout', undefined, {
          cause: error,
        })
      }
      // fetch says only "fetch failed"; its cause names the socket's trouble (ECONNREFUSED …).
      const { message, cause } = error as Error & { cause?: { code?: string } }
      const why = cause?.code ? `${message} (${cause.code})` : message
      throw new S3Error(`${what}: ${why}`, 'Unreachable', undefined, { cause: error })
    }
  }

  /** A 404 for the key, not for the bucket (a missing bucket is a wrong configuration). */
  const missingKey = async (failure: () => Promise<S3Error>) => {
    const error = await failure()
    if (error.code === 'NoSuchBucket') throw error
  }

  return {
    async put(key, body, contentType) {
      await call(
        'PUT',
        key,
        async (response, failure) => {
          if (!response.ok) throw await failure()
          await response.body?.cancel()
        },
        { body, contentType },
      )
    },
    async get(key) {
      return call('GET', key, async (response, failure) => {
        if (response.status === 404) {
          await missingKey(failure)
          return null
        }
        if (!response.ok) throw await failure()
        return {
          body: Buffer.from(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        }
      })
    },
    async delete(key) {
      await call('DELETE', key, async (response, failure) => {
        if (response.status === 404) return missingKey(failure)
        if (!response.ok) throw await failure()
        await response.body?.cancel()
      })
    },
  }
}
