import type { CartGroup, Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { Panel } from '#app/components/ui/panel.tsx'
import { CartLineRow } from './cart-line.tsx'
import { lineKey } from './cart-lines.ts'
import { SelectBox } from './select-box.tsx'
import { tickState } from './selection.ts'
import { ShopLogo } from './shop-logo.tsx'
import type { CartSelection } from './use-cart-selection.ts'

type CartShopProps = {
  group: CartGroup
  selection: CartSelection
  rate: string
  lang: Lang
}

/** One shop's lines in the cart, with a box that ticks them all. */
export function CartShop({ group, selection, rate, lang }: CartShopProps) {
  const { t } = useTranslation()
  const { selected, select, toggleAll, quantityOf, type } = selection
  const keys = group.products.filter(selection.isTickable).map(lineKey)
  return (
    <Panel as="section" aria-labelledby={`shop-${group.shop_id}`} className="px-5 pt-4">
      <div className="flex items-center gap-3 border-b border-stone-100 pb-3">
        <SelectBox
          state={tickState(keys, selected)}
          change={{ shop: group.shop_id }}
          label={t('cart.selectShop', { shop: group.shop_name })}
          disabled={keys.length === 0}
          onToggle={() => toggleAll(keys)}
        />
        <ShopLogo src={group.shop_logo} />
        <h2 id={`shop-${group.shop_id}`} className="font-semibold text-stone-900">
          {group.shop_name}
        </h2>
      </div>
      <ul className="divide-y divide-stone-100">
        {group.products.map((line) => {
          const key = lineKey(line)
          return (
            <CartLineRow
              key={key}
              line={line}
              selected={selected.has(key)}
              onSelect={(on) => select([key], on)}
              quantity={quantityOf(key, line.quantity)}
              onType={(quantity) => type(key, quantity)}
              rate={rate}
              lang={lang}
            />
          )
        })}
      </ul>
    </Panel>
  )
}
