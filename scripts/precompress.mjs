// Writes .br and .gz beside every compressible file of the client build, so the server
// sends hashed assets pre-compressed at the highest level instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/

const root = path.resolve(process.argv[2] ?? 'build/client')
let files = 0
let before = 0
let after = 0
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const source = await readFile(file)
  if (source.length < 1024) continue
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(source, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  files += 1
  before += source.length
  after += br.length
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(1)} kB -> ${(after / 1024).toFixed(1)} kB brotli`,
)
