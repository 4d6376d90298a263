import type { LineVariant } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

/** The size and colour of a cart line or order item: 'Kích cỡ: M · Màu sắc: Đen'. */
export function VariantLabel({
  variant,
  className = 'text-sm text-stone-600',
}: {
  variant: LineVariant | null | undefined
  className?: string
}) {
  const { t } = useTranslation()
  if (!variant || (!variant.size && !variant.color)) return null
  const parts = [
    variant.size ? t('variant.sizeIs', { size: variant.size.name }) : null,
    variant.color ? t('variant.colorIs', { color: variant.color.name }) : null,
  ].filter(Boolean)
  return <p className={className}>{parts.join(' · ')}</p>
}
