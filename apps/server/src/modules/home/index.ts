// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { DEMO_HOME_CONFIG } from './demo-config.ts'
export { homeRoutes } from './routes.ts'
export { seedHomeConfig } from './service.ts'
