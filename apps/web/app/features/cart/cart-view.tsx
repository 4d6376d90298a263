import { useTranslation } from 'react-i18next'
import { Alert } from '#app/components/ui/alert.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useRootData } from '#app/lib/use-root-data.ts'
import { CartCheckout } from './cart-checkout.tsx'
import { type CartViewData, lineKey } from './cart-lines.ts'
import { CartShop } from './cart-shop.tsx'
import { SelectBox } from './select-box.tsx'
import { tickState } from './selection.ts'
import { useCartSelection } from './use-cart-selection.ts'

/** §2 Cart: lines grouped by shop, a selection and its total, then checkout. */
export function CartView({ groups: cart, selected: initial, pendingFailed }: CartViewData) {
  const { t } = useTranslation()
  const { lang, rate } = useRootData()
  const selection = useCartSelection(cart, initial, rate)

  if (cart.length === 0) {
    return (
      <div className="mt-6 space-y-4">
        {pendingFailed ? <Alert tone="danger">{t('buy.pendingFailed')}</Alert> : null}
        <EmptyState
          message={t('cart.empty')}
          to="/products/ikom"
          action={t('cart.continueShopping')}
        />
      </div>
    )
  }

  const allKeys = selection.selectable.map(lineKey)
  const allTicked = tickState(allKeys, selection.selected)
  return (
    <div className="mt-6 grid items-start gap-6 max-sm:pb-24 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        {pendingFailed ? <Alert tone="danger">{t('buy.pendingFailed')}</Alert> : null}
        <Panel className="px-5 py-3">
          <SelectBox
            state={allTicked}
            change={allTicked === true ? 'none' : 'all'}
            label={t('buy.selectAllLabel')}
            disabled={allKeys.length === 0}
            onToggle={() => selection.toggleAll(allKeys)}
          >
            <span aria-hidden="true">
              {t('buy.selectAll')} ({allKeys.length})
            </span>
          </SelectBox>
        </Panel>
        {cart.map((group) => (
          <CartShop
            key={group.shop_id}
            group={group}
            selection={selection}
            rate={rate}
            lang={lang}
          />
        ))}
      </div>
      <CartCheckout selection={selection} lang={lang} />
    </div>
  )
}
