// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { fxMessages } from './messages.ts'
export { fxRefreshJob } from './refresh.ts'
export { fxRoutes } from './routes.ts'
export { fxSeed } from './seed.ts'
export { currentRate } from './service.ts'
