/** An object as it was put: its bytes and the Content-Type to serve them with. */
export type StoredObject = { body: Buffer; contentType: string }

/**
 * Where uploaded files live (support tickets' pictures): a directory under DATA_DIR, or a bucket
 * of any S3-compatible service when several servers must see the same files. Keys are chosen by
 * our code (`support/42/9f3a01bc.jpg`), never by a customer.
 */
export type Storage = {
  /** Writes the object whole, replacing any under the same key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object; removing one that is not there is fine. */
  delete(key: string): Promise<void>
}

/** A key our code should never have made: a bug, not a customer's mistake. */
export class StorageKeyError extends Error {}

// Lowercase letters, digits, `_`, `.` and `-`, in segments joined by single slashes: the same
// file name on every file system and an S3 key that needs no encoding in a URL.
const KEY = /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/
/** S3's limit on a key's length (in bytes; a valid key is ASCII). */
const MAX_KEY_LENGTH = 1024

/** Throws unless `key` is one a storage accepts: no `..`, no leading slash, nothing else odd. */
export function checkStorageKey(key: string): string {
  if (
    !KEY.test(key) ||
    key.length > MAX_KEY_LENGTH ||
    key.includes('..') ||
    key.split('/').includes('.')
  ) {
    throw new StorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`)
  }
  return key
}
