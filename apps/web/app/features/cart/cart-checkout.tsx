import type { Lang } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { StickyTotalBar } from '#app/components/ui/sticky-total-bar.tsx'
import { LandedCost } from '#app/features/landed-cost/landed-cost.tsx'
import { useEstimate } from '#app/features/landed-cost/use-estimate.ts'
import { formatVnd } from '#app/lib/format.ts'
import { SELECTION_FORM } from './cart-line.tsx'
import { checkoutHref, lineKey } from './cart-lines.ts'
import { SelectionSummary } from './selection-summary.tsx'
import type { CartSelection } from './use-cart-selection.ts'

type CartCheckoutProps = { selection: CartSelection; lang: Lang }

/** The selection's total and landed cost, and the way to checkout with it. */
export function CartCheckout({ selection, lang }: CartCheckoutProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { chosen, total, quantityOf, canCheckout } = selection
  // Issue 15: the running landed cost of the selection, priced by the server.
  const landed = useEstimate(
    chosen.map((line) => ({
      shop_id: line.shop_id,
      product_id: String(line.product_id),
      quantity: quantityOf(lineKey(line), line.quantity),
    })),
    { items: [], estimate: null },
    lang,
  )
  return (
    <SelectionSummary count={chosen.length} total={total} lang={lang}>
      {chosen.length > 0 ? (
        <div className="border-t border-stone-200 pt-3">
          <LandedCost
            estimate={landed.estimate}
            busy={landed.busy}
            lang={lang}
            headingId="cart-estimate"
            as="h3"
          />
        </div>
      ) : null}
      {/* Without JavaScript the ticked boxes go along as items=…&items=…, which /checkout reads. */}
      <form
        id={SELECTION_FORM}
        method="get"
        action="/checkout"
        onSubmit={(event) => {
          event.preventDefault()
          navigate(checkoutHref(chosen.map(lineKey)))
        }}
      >
        <Button type="submit" disabled={!canCheckout} className="w-full max-sm:hidden">
          {t('cart.checkout')}
        </Button>
        <StickyTotalBar
          name="cart"
          label={t('buy.totalBar', { count: chosen.length })}
          total={formatVnd(total.totalVnd, lang)}
        >
          <Button type="submit" disabled={!canCheckout} className="shrink-0">
            {t('cart.checkout')}
          </Button>
        </StickyTotalBar>
      </form>
    </SelectionSummary>
  )
}
