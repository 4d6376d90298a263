// Every table of the application, for drizzle-kit and for typed queries.
export * from '../../modules/accounts/schema.ts'
export * from '../../modules/addresses/schema.ts'
export * from '../../modules/catalog/schema.ts'
export * from '../../modules/fx/schema.ts'
export * from '../../modules/geo/schema.ts'
export * from '../../modules/invitations/schema.ts'
export * from '../../modules/orders/schema.ts'
export * from './meta-schema.ts'
