// The module's public surface: other modules, the app builder, the seed and the command line
// import only this file (docs/architecture.md).
export type { Shape } from './demo/data.ts'
export { escapeXml, hsl, productSvg } from './demo/images.ts'
export { seededRandom } from './demo/products.ts'
export {
  bestSellerIds,
  lockProduct,
  type ProductFacts,
  productFacts,
  recordReviewSummary,
} from './facts.ts'
export {
  cardsByIds,
  cardsByRule,
  LONGEST_ROW,
  type ProductRule,
  popularBrands,
} from './rankings.ts'
export { catalogRoutes } from './routes.ts'
export { fold, hasJapanese } from './search.ts'
export { BULK_LOAD_FROM, catalogSeed, finishBulkLoad, seedCatalog, tidyCatalog } from './seed.ts'
export { productImageUrl, shopOf } from './service.ts'
export { PRODUCTS_PER_SITEMAP, productSitemap, productSitemapCount } from './sitemap.ts'
export { checkChoice, choiceOptions, hasOptions, variantIn } from './variants.ts'
