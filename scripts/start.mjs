// `npm start`: install if needed, build if needed, then serve the storefront and both APIs
// (migrations and reference data are applied by the server itself as it starts).
import { ensureBuilt, ensureInstalled, say, serveProduction } from './lib/bootstrap.mjs'

ensureInstalled()
ensureBuilt()

say(
  `Starting Kaimono on ${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}`,
)
serveProduction()
