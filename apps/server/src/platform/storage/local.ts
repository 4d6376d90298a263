import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises'
import path from 'node:path'
import { checkStorageKey, type Storage, StorageKeyError } from './storage.ts'

/** The Content-Type a key's extension names; a file on disk keeps nothing else. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}
const OTHER = 'application/octet-stream'

export const contentTypeOfKey = (key: string): string => TYPES[path.extname(key).slice(1)] ?? OTHER

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase()

const absent = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')

/**
 * Files under `root` (DATA_DIR/uploads), one per key. The Content-Type is the one the key's
 * extension names, so `put` refuses another (an S3 bucket would keep it; this could not give it
 * back). A write goes to a temporary file beside the final one, flushed, then renamed over it:
 * a reader, or a second write of the same key, sees the old file or the new one, never half of
 * one. The temporary name ends in `~` and random letters, which no key can (a crash leaves such a
 * file behind, never a torn object).
 */
export function localStorage(root: string): Storage {
  const base = path.resolve(root)
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkStorageKey(key))
    // The key's rules already keep it inside; this holds even if they are loosened one day.
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(`outside the storage: ${key}`)
    return file
  }
  return {
    async put(key, body, contentType) {
      const file = fileOf(key)
      if (mediaType(contentType) !== contentTypeOfKey(key)) {
        throw new StorageKeyError(`${key} names ${contentTypeOfKey(key)}, not ${contentType}`)
      }
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}~${randomBytes(6).toString('hex')}`
      try {
        const handle = await open(temp, 'wx')
        try {
          await handle.writeFile(body)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
    },
    async get(key) {
      const file = fileOf(key)
      try {
        return { body: await readFile(file), contentType: contentTypeOfKey(key) }
      } catch (error) {
        if (absent(error)) return null
        throw error
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key))
      } catch (error) {
        if (!absent(error)) throw error
      }
    },
  }
}
