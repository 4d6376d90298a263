import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { checkImports, readTree } from './check-imports.ts'

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

const tree = (files: Record<string, string>) => new Map(Object.entries(files))

test('the server as it is keeps every wall', () => {
  expect(checkImports(readTree(src))).toEqual([])
})

test('a module reaching into another module, past its public file, is refused', () => {
  const violations = checkImports(
    tree({
      'modules/cart/service.ts': "import { products } from '../catalog/schema.ts'\n",
      'modules/orders/read.ts': "import { toCard } from '../catalog/service.ts'\n",
      'app.ts': "import { cartRoutes } from './modules/cart/routes.ts'\n",
    }),
  )
  expect(violations).toEqual([
    {
      file: 'modules/cart/service.ts',
      target: 'modules/catalog/schema.ts',
      rule: "import modules/catalog/index.ts, the module's public file",
    },
    {
      file: 'modules/orders/read.ts',
      target: 'modules/catalog/service.ts',
      rule: "import modules/catalog/index.ts, the module's public file",
    },
    {
      file: 'app.ts',
      target: 'modules/cart/routes.ts',
      rule: "import modules/cart/index.ts, the module's public file",
    },
  ])
})

test('public files, a foreign key between schemas, the schema list and tests are allowed', () => {
  expect(
    checkImports(
      tree({
        'modules/cart/service.ts': "import { productFacts } from '../catalog/index.ts'\n",
        'modules/cart/schema.ts': "import { products } from '../catalog/schema.ts'\n",
        'schema.ts': "export * from './modules/cart/schema.ts'\n",
        'modules/cart/cart.test.ts': "import { products } from '../catalog/schema.ts'\n",
        'modules/catalog/index.ts': "export { productFacts } from './facts.ts'\n",
      }),
    ),
  ).toEqual([])
})

test('platform importing a module, the seed or the app is refused', () => {
  const violations = checkImports(
    tree({
      'platform/startup.ts': "import { seed } from '../seed/index.ts'\n",
      'platform/http/auth.ts':
        "import type { SessionUser } from '../../modules/accounts/index.ts'\n",
      'platform/db/index.ts': "import { sql } from './sql.ts'\n",
    }),
  )
  expect(violations.map((v) => [v.file, v.target])).toEqual([
    ['platform/startup.ts', 'seed/index.ts'],
    ['platform/http/auth.ts', 'modules/accounts/index.ts'],
  ])
})

test('a cycle between modules is refused, through public files and foreign keys alike', () => {
  const violations = checkImports(
    tree({
      'modules/orders/read.ts':
        "import { notificationsOfBoxes } from '../notifications/index.ts'\n",
      'modules/notifications/schema.ts': "import { orders } from '../orders/schema.ts'\n",
      'modules/cart/service.ts': "import { productFacts } from '../catalog/index.ts'\n",
    }),
  )
  expect(violations).toEqual([
    {
      file: 'modules/notifications/schema.ts',
      target: 'modules/orders',
      rule: 'module cycle notifications → orders → notifications',
    },
  ])
})
