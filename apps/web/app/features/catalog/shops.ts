import type { OwnShop } from '@kaimono/contracts'

/** How the own shops are named to customers (§1). */
export const SHOP_NAMES: Record<OwnShop, string> = { ikom: 'IKOM', awond: 'Awond' }
