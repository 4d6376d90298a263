// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { geoDataVersion } from './data.ts'
export { geoRoutes } from './routes.ts'
export { geoSeed } from './seed.ts'
export { provincesOf, type WardPlace, wardMappingsOf, wardPlaces } from './service.ts'
