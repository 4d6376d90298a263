// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { homeRoutes } from './routes.ts'
export { homeSeed } from './seed.ts'
