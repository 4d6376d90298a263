// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export { providerFromConfig } from './providers.ts'
export { translateRoutes } from './routes.ts'
export { type SearchTranslation, searchInJapanese } from './search.ts'
export {
  identityProvider,
  keptProvider,
  type TranslateProvider,
  translateTexts,
} from './service.ts'
