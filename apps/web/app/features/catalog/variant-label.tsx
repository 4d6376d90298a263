import type { LineVariant } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

/** 'Kích cỡ: M · Màu: Đen', or null for a line without a choice. */
export function useVariantText(variant: LineVariant | null | undefined): string | null {
  const { t } = useTranslation()
  if (!variant || (!variant.size && !variant.color)) return null
  return [
    variant.size ? t('variant.sizeIs', { size: variant.size.name }) : null,
    variant.color ? t('variant.colorIs', { color: variant.color.name }) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The size and colour of a cart line or order item, under its name. */
export function VariantLabel({
  variant,
  className = 'text-sm text-stone-600',
}: {
  variant: LineVariant | null | undefined
  className?: string
}) {
  const text = useVariantText(variant)
  return text ? <p className={className}>{text}</p> : null
}
