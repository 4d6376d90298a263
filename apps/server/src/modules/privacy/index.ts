// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { privacyMessages } from './messages.ts'
export { privacyRoutes } from './routes.ts'
