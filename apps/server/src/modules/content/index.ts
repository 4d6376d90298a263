// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { contentRoutes } from './routes.ts'
export { contentSeed } from './seed.ts'
export { robotsTxt, sitemapRoutes } from './sitemap.ts'
