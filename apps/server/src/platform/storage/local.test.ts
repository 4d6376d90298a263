import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { localStorage, type Storage, StorageKeyError, storageFromConfig } from './index.ts'

let dir: string
let storage: Storage

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaimono-storage-'))
  storage = localStorage(path.join(dir, 'uploads'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** Every file under the temporary directory, relative to it. */
const files = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()

test('an object put is got back with its type, and is gone once deleted', async () => {
  const picture = Buffer.from('pretend these are the bytes of a JPEG')
  await storage.put('support/42/9f3a01bc.jpg', picture, 'image/jpeg')
  expect(await storage.get('support/42/9f3a01bc.jpg')).toEqual({
    body: picture,
    contentType: 'image/jpeg',
  })
  expect(await files()).toEqual(['uploads/support/42/9f3a01bc.jpg'])
  expect(await readFile(path.join(dir, 'uploads/support/42/9f3a01bc.jpg'))).toEqual(picture)

  await storage.put('support/42/9f3a01bc.jpg', Buffer.from('a second version'), 'image/jpeg')
  expect((await storage.get('support/42/9f3a01bc.jpg'))?.body.toString()).toBe('a second version')

  await storage.delete('support/42/9f3a01bc.jpg')
  expect(await storage.get('support/42/9f3a01bc.jpg')).toBeNull()
  expect(await files()).toEqual([])
})

test('a key that was never put is null, and deleting it is fine', async () => {
  expect(await storage.get('support/1/none.png')).toBeNull()
  await expect(storage.delete('support/1/none.png')).resolves.toBeUndefined()
  await storage.put('support/1/a.webp', Buffer.from('x'), 'image/webp')
  // A key naming a directory holds no object.
  expect(await storage.get('support/1')).toBeNull()
  await expect(storage.delete('support')).resolves.toBeUndefined()
  expect(await storage.get('support/1/a.webp')).toMatchObject({ contentType: 'image/webp' })
})

test('keys that could leave the directory, or mean different files on different disks, are refused', async () => {
  const bad = [
    '',
    '/etc/passwd',
    '../escape.jpg',
    'support/../../escape.jpg',
    'support/..',
    'a..b.jpg',
    './a.jpg',
    'support//a.jpg',
    'support/',
    'Support/A.jpg',
    'support\\a.jpg',
    'support/a b.jpg',
    'support/a.jpg\0.png',
    'support/ảnh.jpg',
    'support/a.jpg~1f2e3d',
    `${'a/'.repeat(512)}a.jpg`,
  ]
  for (const key of bad) {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
      StorageKeyError,
    )
    await expect(storage.get(key), key).rejects.toThrow(StorageKeyError)
    await expect(storage.delete(key), key).rejects.toThrow(StorageKeyError)
  }
  expect(await files()).toEqual([])
})

test('the content type is the one the key names; another is refused', async () => {
  await expect(storage.put('a.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(
    'a.jpg names image/jpeg, not image/png',
  )
  await storage.put('a.jpeg', Buffer.from('x'), 'IMAGE/JPEG')
  await storage.put('notes/a.bin', Buffer.from('x'), 'application/octet-stream')
  expect((await storage.get('a.jpeg'))?.contentType).toBe('image/jpeg')
  expect((await storage.get('notes/a.bin'))?.contentType).toBe('application/octet-stream')
})

test('puts of one key at once leave one whole file, and no temporary ones', async () => {
  const size = 256 * 1024
  const versions = Array.from({ length: 24 }, (_, i) => Buffer.alloc(size, i + 1))
  await Promise.all(versions.map((body) => storage.put('support/7/same.png', body, 'image/png')))
  const kept = await storage.get('support/7/same.png')
  expect(kept?.body.length).toBe(size)
  const first = kept?.body[0] ?? 0
  expect(first).toBeGreaterThan(0)
  expect(kept?.body.every((byte) => byte === first)).toBe(true)
  expect(await files()).toEqual(['uploads/support/7/same.png'])
})

test('by default uploads are kept under DATA_DIR/uploads', async () => {
  const config = loadConfig({ DATA_DIR: dir })
  await storageFromConfig(config).put('support/3/a.png', Buffer.from('x'), 'image/png')
  expect(await files()).toEqual(['uploads/support/3/a.png'])
})

test('a hand-made s3 configuration without its keys is refused in the same words', () => {
  const config = { ...loadConfig({ DATA_DIR: dir }), STORAGE_DRIVER: 's3' as const }
  expect(() => storageFromConfig(config)).toThrow(
    'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  )
})
