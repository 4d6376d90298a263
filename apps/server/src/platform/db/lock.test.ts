import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { acquireDirLock, DirLockedError } from './lock.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kaimono-lock-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

test('a second opener is refused while the first holds the directory', async () => {
  const lock = await acquireDirLock(dir)
  await expect(acquireDirLock(dir)).rejects.toThrow(DirLockedError)
  await expect(acquireDirLock(dir)).rejects.toThrow(`in use by process ${process.pid}`)
  await lock.release()
  const again = await acquireDirLock(dir)
  await again.release()
})

test('a lock left by a process that has died is taken over', async () => {
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  await writeFile(path.join(dir, 'kaimono.lock'), `${dead.stdout.toString()}\n`)
  const lock = await acquireDirLock(dir)
  expect(await readFile(path.join(dir, 'kaimono.lock'), 'utf8')).toBe(`${process.pid}\n`)
  await lock.release()
})
