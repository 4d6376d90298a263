import { SHIPMENT_METHOD_IDS, type ShipmentMethodId, TRANSIT_DAYS } from '@kaimono/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Panel } from '#app/components/ui/panel.tsx'
import { EXPLAINER_HREF } from '#app/features/landed-cost/landed-cost.tsx'

type ShipmentMethodPickerProps = {
  /** The method the page was priced with. */
  method: ShipmentMethodId
  onChoose: (method: ShipmentMethodId) => void
}

/** §2 Checkout delivery method: air or sea, each with its transit days. */
export function ShipmentMethodPicker({ method, onChoose }: ShipmentMethodPickerProps) {
  const { t } = useTranslation()
  // The radio follows the click at once; the quote follows when the page has reloaded.
  const [shown, setShown] = useState(method)
  useEffect(() => setShown(method), [method])
  return (
    <Panel as="section" className="p-5">
      <fieldset>
        <legend className="text-lg font-semibold">{t('checkout.method')}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {SHIPMENT_METHOD_IDS.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
            >
              <input
                type="radio"
                name="shipment_method"
                value={id}
                checked={shown === id}
                onChange={() => {
                  setShown(id)
                  onChoose(id)
                }}
                className="size-4 accent-brand-600"
              />
              {t(`checkout.methods.${id}`)}
              <span className="text-xs text-stone-600">
                {t('landed.days', { min: TRANSIT_DAYS[id].min, max: TRANSIT_DAYS[id].max })}
              </span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-stone-600">
          <Link to={EXPLAINER_HREF} className="font-medium text-brand-700 underline">
            {t('landed.explain')}
          </Link>
        </p>
      </fieldset>
    </Panel>
  )
}
