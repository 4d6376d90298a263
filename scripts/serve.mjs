// `npm run serve`: the production server alone, after `npm run build` (its flags and environment
// are npm start's: scripts/lib/bootstrap.mjs).
import { serveProduction } from './lib/bootstrap.mjs'

serveProduction()
