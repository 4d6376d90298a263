import path from 'node:path'
import type { Config } from '../config.ts'
import { localStorage } from './local.ts'
import { s3Storage } from './s3.ts'
import type { Storage } from './storage.ts'

export { contentTypeOfKey, localStorage } from './local.ts'
export { S3Error, type S3Options, s3ObjectUrl, s3Storage } from './s3.ts'
export {
  checkStorageKey,
  type Storage,
  StorageKeyError,
  type StoredObject,
} from './storage.ts'

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_TIMEOUT_MS'
>

/** The uploads' storage the configuration names (docs/configuration.md, STORAGE_DRIVER). */
export function storageFromConfig(config: StorageConfig): Storage {
  if (config.STORAGE_DRIVER === 'local') return localStorage(path.join(config.DATA_DIR, 'uploads'))
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config
  // loadConfig refuses s3 without them; a hand-made config (a test's) gets the same words.
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
  }
  return s3Storage({
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.S3_TIMEOUT_MS,
  })
}
