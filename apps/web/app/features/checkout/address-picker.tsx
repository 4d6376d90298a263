import type { Address } from '@kaimono/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { Panel } from '#app/components/ui/panel.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { AddressForm } from '#app/features/addresses/address-form.tsx'
import type { AddressActionResult } from '#app/features/addresses/address-result.ts'
import { useSettled } from '#app/features/addresses/use-settled.ts'

type AddressPickerProps = {
  addresses: Address[]
  /** The address the order goes to; null when the customer has none. */
  address: Address | null
  onChoose: (id: number) => void
}

/**
 * §2 Checkout address card: the chosen (at first the default) address, or the prompt to create
 * one, and a 'Change address' modal to choose another or create a new one.
 */
export function AddressPicker({ addresses, address, onChoose }: AddressPickerProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState(address?.id ?? null)
  const [creating, setCreating] = useState(false)
  const [round, setRound] = useState(0)
  const create = useFetcher<AddressActionResult>()

  const show = () => {
    setPicked(address?.id ?? null)
    setCreating(addresses.length === 0)
    setOpen(true)
  }
  const choose = (id: number) => {
    setOpen(false)
    if (id !== address?.id) onChoose(id)
  }
  useSettled(create.data, (result) => {
    if (result.ok) {
      toast(t('addresses.created'))
      setRound((n) => n + 1)
      if (result.id) choose(result.id)
      else setOpen(false)
    } else {
      // §8: a failed creation at checkout is a toast with the server's message.
      toast(result.message || t('addresses.failed'), 'danger')
    }
  })
  const failure = create.data?.ok === false ? create.data : undefined

  return (
    <Panel as="section" aria-labelledby="checkout-address" className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="checkout-address" className="text-lg font-semibold">
          {t('checkout.address')}
        </h2>
        <Button type="button" variant="secondary" onClick={show}>
          {t('checkout.changeAddress')}
        </Button>
      </div>
      {address ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-stone-900">
            {address.consignee} <span className="font-normal text-stone-600">· {address.tel}</span>
          </p>
          <p className="mt-1 break-words text-stone-800">{address.full_address}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{t('addresses.empty')}</p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('checkout.changeAddress')}>
        {addresses.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-stone-800">
              {t('checkout.chooseAddress')}
            </legend>
            {addresses.map((saved) => (
              <label
                key={saved.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-stone-200 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="address"
                  value={saved.id}
                  checked={picked === saved.id}
                  onChange={() => setPicked(saved.id)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">
                    {saved.consignee} · {saved.tel}
                    {saved.default ? ` · ${t('addresses.default')}` : ''}
                  </span>
                  <span className="block break-words text-stone-700">{saved.full_address}</span>
                </span>
              </label>
            ))}
            <Button
              type="button"
              disabled={picked === null}
              onClick={() => picked !== null && choose(picked)}
              className="mt-2"
            >
              {t('checkout.useAddress')}
            </Button>
          </fieldset>
        ) : (
          <p className="text-sm text-stone-700">{t('addresses.empty')}</p>
        )}
        <div className="mt-5 border-t border-stone-200 pt-4">
          <Disclosure
            wide
            open={creating}
            onOpenChange={setCreating}
            summary={<h3 className="text-base font-semibold">{t('addresses.new')}</h3>}
          >
            <div className="mt-4">
              <AddressForm key={round} fetcher={create} shown={creating} failure={failure} />
            </div>
          </Disclosure>
        </div>
      </Dialog>
    </Panel>
  )
}
