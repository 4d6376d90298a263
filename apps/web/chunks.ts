import path from 'node:path'
import type { Plugin } from 'vite'

const APP = path.join(import.meta.dirname, 'app')

/** Every page runs these: the client entry, the root route and the site layout around it. */
const SHELL_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/layouts/site.tsx']

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
 *   import.
 * The rest is split as before: a page still loads only the code of its own routes.
 */
export function pageChunks(): Plugin {
  let shell: Set<string> | undefined
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
              shell ??= shellModules((id) => context.getModuleInfo(id)?.importedIds ?? [])
              return shell.has(id) ? 'shell' : null
            },
          },
        ],
      },
    }),
  }
}

/**
 * The root route, the site layout and our modules that the roots import, directly or through
 * each other. Not the client entry: React Router imports it after the route modules, and it
 * hydrates the page, so it stays a file of its own that runs last.
 */
function shellModules(importsOf: (id: string) => readonly string[]): Set<string> {
  const roots = SHELL_ROOTS.map((file) => path.join(APP, file))
  const found = new Set(roots)
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of importsOf(id)) {
      if (!imported.startsWith(APP + path.sep) || found.has(imported)) continue
      found.add(imported)
      queue.push(imported)
    }
  }
  found.delete(path.join(APP, SHELL_ROOTS[0] as string))
  return found
}
