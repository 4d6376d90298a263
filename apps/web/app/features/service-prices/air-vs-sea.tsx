import { type Lang, type PriceList, TRANSIT_DAYS } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { formatVnd } from '#app/lib/format.ts'
import { formatKg } from './price-format.ts'
import { PriceSection } from './price-section.tsx'

/** Issue 15: air or sea, explained; linked from the product page, the cart and the checkout. */
export function AirVsSea({ list, lang }: { list: PriceList; lang: Lang }) {
  const { t } = useTranslation()
  const seaMin = formatKg(list.shipping.sea.min_chargeable_g, lang)
  return (
    <PriceSection id="air-vs-sea" title={t('landed.explainer.title')}>
      <p>
        {t('landed.explainer.transit', {
          air: t('landed.days', { min: TRANSIT_DAYS.air.min, max: TRANSIT_DAYS.air.max }),
          sea: t('landed.days', { min: TRANSIT_DAYS.sea.min, max: TRANSIT_DAYS.sea.max }),
        })}
      </p>
      <p>
        {t('landed.explainer.minimum', {
          airMin: formatKg(list.shipping.air.min_chargeable_g, lang),
          seaMin,
        })}
      </p>
      <p>
        {t('landed.explainer.small', {
          airRate: formatVnd(list.shipping.air.rate_per_kg_vnd.north, lang),
          seaMin,
          seaRate: t('servicePrices.perKg', {
            amount: formatVnd(list.shipping.sea.rate_per_kg_vnd.north, lang),
          }),
        })}
      </p>
      <p>{t('landed.explainer.large')}</p>
      <p>{t('landed.explainer.where')}</p>
    </PriceSection>
  )
}
