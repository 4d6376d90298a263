import type { CartLine, Lang } from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { Thumbnail } from '#app/components/ui/thumbnail.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useSettled } from '#app/features/addresses/use-settled.ts'
import { jpyToVnd } from '#app/features/catalog/price.ts'
import { useVariantText, VariantLabel } from '#app/features/catalog/variant-label.tsx'
import { formatJpy, formatVnd } from '#app/lib/format.ts'
import { type CartActionResult, isSelectable, lineKey } from './cart-lines.ts'
import { CartQuantity } from './cart-quantity.tsx'

/** The form the line checkboxes belong to: its submit goes to /checkout with the selection. */
export const SELECTION_FORM = 'cart-selection'

/** Fetcher keys, so the page can read what is on its way (quantities, removals). */
export const quantityFetcher = (key: string) => `cart-quantity:${key}`
export const removeFetcher = (key: string) => `cart-remove:${key}`

type CartLineRowProps = {
  line: CartLine
  selected: boolean
  onSelect: (selected: boolean) => void
  /** The quantity shown (typed, on its way, or the server's). */
  quantity: number
  /** What the customer typed, before it is sent (null once it is). */
  onType: (quantity: number | null) => void
  rate: string
  lang: Lang
}

/** §2 Cart line: checkbox, picture, name, price, quantity stepper and removal. */
export function CartLineRow({
  line,
  selected,
  onSelect,
  quantity,
  onType,
  rate,
  lang,
}: CartLineRowProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const key = lineKey(line)
  const update = useFetcher<CartActionResult>({ key: quantityFetcher(key) })
  const remove = useFetcher<CartActionResult>({ key: removeFetcher(key) })
  const [confirming, setConfirming] = useState(false)
  const selectable = isSelectable(line)
  // Two sizes of one shirt are two lines: their controls are named with the size and colour.
  const choice = useVariantText(line.variant)
  const named = choice ? `${line.name} (${choice})` : line.name
  const removing = remove.state !== 'idle'

  // §8: a refused change says so; the line shows the server's quantity again.
  const refused = (result: CartActionResult) => {
    if (!result.ok) toast(result.message || t('cart.error'), 'danger')
  }
  useSettled(update.data, refused)
  useSettled(remove.data, refused)

  const commit = (next: number) => {
    onType(null)
    if (next === line.quantity && update.state === 'idle') return
    update.submit(
      { shop_id: line.shop_id, id: String(line.product_id), quantity: next },
      { method: 'post', action: '/cart' },
    )
  }

  return (
    <li
      aria-busy={removing || undefined}
      className={`flex gap-3 py-4 ${removing ? 'opacity-50' : ''}`}
    >
      <input
        type="checkbox"
        form={SELECTION_FORM}
        name="items"
        value={key}
        checked={selectable && selected}
        disabled={!selectable || removing}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        aria-label={t('cart.selectLine', { name: named })}
        className="mt-6 size-4 shrink-0 accent-brand-600"
      />
      <Thumbnail src={line.image_url} size={72} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            {selectable ? (
              <Link
                to={line.url}
                className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700"
              >
                {line.name}
              </Link>
            ) : (
              <>
                <p className="line-clamp-2 text-sm text-stone-500">{line.name}</p>
                <p className="text-sm font-semibold text-red-700">
                  {line.sold_out ? t('cart.soldOut') : t('cart.notFound')}
                </p>
              </>
            )}
            <VariantLabel variant={line.variant} />
            <p className="mt-1 text-sm tabular-nums text-stone-600">
              <span className="font-semibold text-brand-700">
                {formatVnd(jpyToVnd(line.price, rate), lang)}
              </span>{' '}
              · {formatJpy(line.price)}
            </p>
          </div>
          <p className="text-sm font-semibold tabular-nums text-stone-900">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {formatVnd(jpyToVnd(line.price * quantity, rate), lang)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {selectable ? (
            <CartQuantity
              value={quantity}
              label={t('cart.quantityOf', { name: named })}
              locked={!line.can_buy_more}
              onChange={onType}
              onCommit={commit}
              onRemove={() => setConfirming(true)}
            />
          ) : (
            <span />
          )}
          <form
            method="post"
            action="/cart"
            onSubmit={(event) => {
              event.preventDefault()
              setConfirming(true)
            }}
          >
            <input type="hidden" name="remove" value={String(line.product_id)} />
            <button
              type="submit"
              disabled={removing}
              aria-label={t('cart.removeNamed', { name: named })}
              className="rounded-full px-3 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('cart.remove')}
            </button>
          </form>
        </div>
        {!line.can_buy_more && selectable ? (
          <p className="text-xs text-stone-500">{t('cart.onlyOne')}</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('cart.removeTitle')}
        body={t('cart.removeBody', { name: named })}
        confirmLabel={t('cart.remove')}
        cancelLabel={t('cart.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.submit({ remove: String(line.product_id) }, { method: 'post', action: '/cart' })
        }}
      />
    </li>
  )
}
