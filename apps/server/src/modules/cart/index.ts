// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { cartMessages } from './messages.ts'
export { cartRoutes } from './routes.ts'
export { lockCart, readCartLines, removeCartLines } from './service.ts'
