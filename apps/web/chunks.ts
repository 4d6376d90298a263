import path from 'node:path'
import type { Plugin } from 'vite'

const APP = path.join(import.meta.dirname, 'app')

/** Every page runs these: the client entry, the root route and the site layout around it. */
const SHELL_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/layouts/site.tsx']

/**
 * Pages of one kind, the catalogue's and the markets': the parts each kind's pages share go in
 * one file per kind (a product page's 11 files of parts, most under 1 kB, compress better as
 * one and name fewer imports), unless the busiest pages of another kind import them too: those
 * stay where Rolldown puts them. A less visited page (the cart) may load a kit for one part.
 */
const KITS = [
  { name: 'product-kit', routes: ['routes/product.tsx', 'routes/other-market-item.tsx'] },
  { name: 'listing-kit', routes: ['routes/products.tsx', 'routes/other-market/products.tsx'] },
]
const BUSIEST = ['routes/home.tsx', ...KITS.flatMap((kit) => kit.routes)]
/** Characters of code (as transformed) a shared module has at most to go in the shell. */
const TINY = 1_500

/** The libraries every page hydrates with, and Vite's helper for lazy modules. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|^\0vite\/preload-helper\.js$/

/**
 * How the browser's JavaScript is cut into files. Left to itself, Rolldown gives each set of
 * route modules that share a module a chunk of its own: a product page loaded 32 files, most
 * under 1 kB, each compressed alone and each naming what it imports and exports. Two parts run
 * on every page, so each becomes one file, which compresses as a whole (153.6 → 146.9 kB gzip
 * on a product page):
 * - the framework: React, React DOM, React Router, i18next and react-i18next;
 * - the shell: the root route, the site layout, and our modules that they and the client entry
 *   import, and the tiny modules two of the busiest pages share.
 * Then a kit for each kind of page that the catalogue and the markets both have (KITS): once the
 * market pages shared the catalogue's parts, the catalogue's product page loaded 22 files and
 * 151.6 kB instead of 20 and 149.8 (its parts split apart by the pages sharing them).
 * The rest is split as before: a page still loads only the code of its own routes.
 */
export function pageChunks(): Plugin {
  let shell: Set<string> | undefined
  let kits: Map<string, string> | undefined
  return {
    name: 'kaimono:page-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Captured modules leave their imports where they are (the contracts' index would otherwise
    // bring every schema, and zod, into the shell), which needs entry chunks that may export more.
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [
          { name: 'framework', test: FRAMEWORK, priority: 1 },
          {
            name(id, context) {
              const importsOf = (id: string) => context.getModuleInfo(id)?.importedIds ?? []
              shell ??= shellModules(importsOf)
              if (shell.has(id)) return 'shell'
              kits ??= kitModules(importsOf, shell, (id) => context.getModuleInfo(id)?.code)
              return kits.get(id) ?? null
            },
          },
        ],
      },
    }),
  }
}

const inApp = (id: string) => id.startsWith(APP + path.sep)

const CONTRACTS = path.join(import.meta.dirname, '..', '..', 'packages', 'contracts', 'src')

/**
 * The contracts' small modules that the client entry imports, so every page loads them: in the
 * shell instead of a file each (six files of 38 B to 2.9 kB, each named again in the imports
 * of every route in the route manifest). Named here: the shell reaches every contracts module
 * through the package's index, most of them for other pages only. `list-query.ts` (the typed
 * client's query text) joined them in issue 21: a file of its own, named by every route, cost
 * the product page 0.2 kB.
 */
const SHELL_CONTRACTS = new Set(
  [
    'lang.ts',
    'catalog-rules.ts',
    'variant-rules.ts',
    'client.ts',
    'markets.ts',
    'list-query.ts',
  ].map((file) => path.join(CONTRACTS, file)),
)

/** Our modules that `from` import, directly or through each other, and not past `stop`. */
function reachable(
  from: readonly string[],
  importsOf: (id: string) => readonly string[],
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set(from)
  const queue = [...from]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of importsOf(id)) {
      if (!inApp(imported) || found.has(imported) || stop.has(imported)) continue
      found.add(imported)
      queue.push(imported)
    }
  }
  return found
}

/**
 * Each kit's modules (KITS): those outside the shell that every one of its routes imports and
 * none of the other busiest pages does, by module id.
 */
function kitModules(
  importsOf: (id: string) => readonly string[],
  shell: ReadonlySet<string>,
  codeOf: (id: string) => string | null | undefined,
): Map<string, string> {
  const routes = BUSIEST.map((route) => path.join(APP, route))
  const reached = new Map(routes.map((route) => [route, reachable([route], importsOf, shell)]))
  const kits = new Map<string, string>()
  // A few lines two of the busiest pages share (a rule, a page title) cost a file each: they go
  // in the shell instead.
  const sharing = new Map<string, number>()
  for (const set of reached.values()) {
    for (const id of set) sharing.set(id, (sharing.get(id) ?? 0) + 1)
  }
  for (const [id, count] of sharing) {
    const code = codeOf(id)
    if (count >= 2 && !routes.includes(id) && code && code.length <= TINY) kits.set(id, 'shell')
  }
  for (const kit of KITS) {
    const own = kit.routes.map((route) => path.join(APP, route))
    const [first, ...rest] = own.map((route) => reached.get(route) ?? new Set<string>())
    const others = routes.filter((route) => !own.includes(route))
    for (const id of first ?? []) {
      if (kits.has(id) || own.includes(id) || !rest.every((set) => set.has(id))) continue
      if (others.some((route) => reached.get(route)?.has(id))) continue
      kits.set(id, kit.name)
    }
  }
  return kits
}

/**
 * The root route, the site layout and our modules that the roots import, directly or through
 * each other. Not the client entry: React Router imports it after the route modules, and it
 * hydrates the page, so it stays a file of its own that runs last.
 */
function shellModules(importsOf: (id: string) => readonly string[]): Set<string> {
  const found = reachable(
    SHELL_ROOTS.map((file) => path.join(APP, file)),
    importsOf,
  )
  found.delete(path.join(APP, SHELL_ROOTS[0] as string))
  for (const id of SHELL_CONTRACTS) found.add(id)
  return found
}
