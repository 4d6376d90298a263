// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).

export { addressesMessages } from './messages.ts'
export { addressesOf, eraseAddresses } from './personal-data.ts'
export { composeAddress, locate, located } from './places.ts'
export { addressRoutes } from './routes.ts'
export { deliveryAddressOf, getAddress, hasDeliveryAddress, startingWard } from './service.ts'
