import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

export class DirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is single-process (ARCHITECTURE §2): whoever opens a data directory holds
 * `kaimono.lock`; a second opener is refused while the holder lives.
 */
export async function acquireDirLock(dir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, 'kaimono.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' })
      return {
        release: async () => {
          await unlink(file).catch(() => {})
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10)
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new DirLockedError(
          `the data directory ${dir} is in use by process ${holder}; stop it first (or go through its API)`,
        )
      }
      await unlink(file).catch(() => {})
    }
  }
  throw new DirLockedError(`could not lock the data directory ${dir}`)
}
