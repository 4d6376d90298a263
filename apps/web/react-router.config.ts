import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route is known to the browser from the start, in one content-hashed module (2.5 kB
  // gzip, cached for good), instead of a partial manifest worked out on every page render:
  // lazy discovery matched each parent path of the URL against all routes per render, 12 % of
  // what a first-visit page allocated (docs/performance.md, ADR 016).
  routeDiscovery: { mode: 'initial' },
} satisfies Config
