import type { SeedPart } from '../../platform/db/seed-part.ts'
import { DEMO_HOME_CONFIG } from './demo/config.ts'
import { seedHomeConfig } from './service.ts'

/** The demo home page, once: afterwards the document is the staff's. */
export const homeSeed: SeedPart = {
  key: 'seed.home-config',
  version: 'demo-1',
  report: 'catalog',
  load: (tx) => seedHomeConfig(tx, DEMO_HOME_CONFIG),
}
