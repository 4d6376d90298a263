// `npm run lint` (after Biome): the server's module walls (docs/architecture.md).
//   1. Outside modules/<m>/, a file imports from it only its public file, modules/<m>/index.ts.
//      One exception: a table may reference another module's table by foreign key, so a
//      module's schema.ts (and the schema list, src/schema.ts) may import another's schema.ts.
//   2. platform/ imports nothing outside platform/: no module, no seed, no app wiring.
//   3. No cycle between modules.
// Tests may set up another module's rows directly and run the whole app, so rules 1 and 2 do
// not apply to *.test.ts.
// Exits 1 and prints each broken rule with the file and the import.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type Violation = { file: string; target: string; rule: string }

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:type\s)?[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g

/** Which module a file belongs to (`modules/<m>/…`), else its top-level area. */
function areaOf(file: string): { module?: string; area: string } {
  const parts = file.split('/')
  if (parts[0] === 'modules' && parts.length > 2) return { module: parts[1], area: 'modules' }
  return { area: parts.length > 1 ? (parts[0] as string) : 'app' }
}

const isTest = (file: string) => file.endsWith('.test.ts')
const isSchema = (file: string) => file === 'schema.ts' || /^modules\/[^/]+\/schema\.ts$/.test(file)

/**
 * Checks the imports of `files` (paths relative to the server's src/, with their text) against
 * the rules above.
 */
export function checkImports(files: Map<string, string>): Violation[] {
  const violations: Violation[] = []
  const edges = new Map<string, Map<string, string>>()
  for (const [file, text] of files) {
    const from = areaOf(file)
    for (const match of text.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ''))
      const to = areaOf(target)
      if (from.area === 'platform' && to.area !== 'platform' && !isTest(file)) {
        violations.push({ file, target, rule: 'platform imports no module, seed or app file' })
        continue
      }
      if (!to.module || to.module === from.module) continue
      const publicFile = target === `modules/${to.module}/index.ts`
      const foreignKey = isSchema(file) && target === `modules/${to.module}/schema.ts`
      if (!publicFile && !foreignKey && !isTest(file)) {
        violations.push({
          file,
          target,
          rule: `import modules/${to.module}/index.ts, the module's public file`,
        })
      }
      if (from.module && !isTest(file)) {
        const out = edges.get(from.module) ?? new Map<string, string>()
        edges.set(from.module, out)
        if (!out.has(to.module)) out.set(to.module, file)
      }
    }
  }
  for (const cycle of cycles(edges)) {
    const [first, second] = cycle
    const file = edges.get(first as string)?.get(second as string) ?? ''
    violations.push({
      file,
      target: `modules/${second}`,
      rule: `module cycle ${cycle.join(' → ')}`,
    })
  }
  return violations
}

/** Each cycle of the module graph once, as the modules along it, first repeated last. */
function cycles(edges: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = []
  const seen = new Set<string>()
  const done = new Set<string>()
  const walk = (node: string, trail: string[]) => {
    if (done.has(node)) return
    const at = trail.indexOf(node)
    if (at >= 0) {
      const cycle = trail.slice(at)
      const key = [...cycle].sort().join(',')
      if (!seen.has(key)) {
        seen.add(key)
        found.push([...cycle, node])
      }
      return
    }
    for (const next of edges.get(node)?.keys() ?? []) walk(next, [...trail, node])
  }
  for (const node of [...edges.keys()].sort()) {
    walk(node, [])
    done.add(node)
  }
  return found
}

/** Every TypeScript file under `dir`, by its path relative to `dir`, with its text. */
export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const full = path.join(entry.parentPath, entry.name)
    files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full, 'utf8'))
  }
  return files
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
  const violations = checkImports(readTree(src))
  for (const v of violations) {
    process.stderr.write(`apps/server/src/${v.file} → ${v.target}: ${v.rule}\n`)
  }
  if (violations.length > 0) {
    process.stderr.write(`${violations.length} import(s) break the module walls\n`)
    process.exit(1)
  }
}
