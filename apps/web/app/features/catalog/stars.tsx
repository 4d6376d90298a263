import { capStar } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

const PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z'

/**
 * §5: the rating shown as five stars, filled to the (capped) star value. `decorative` hides
 * it from screen readers where the text beside it says the same.
 */
export function Stars({
  star,
  size = 'sm',
  decorative = false,
}: {
  star: number
  size?: 'sm' | 'md'
  decorative?: boolean
}) {
  const { t } = useTranslation()
  const value = capStar(star)
  const rounded = Math.round(value * 10) / 10
  const box = size === 'md' ? 'size-5' : 'size-3.5'
  return (
    <span
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t('catalog.rating', { star: rounded }) })}
      className="inline-flex shrink-0 items-center"
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className={`${box} text-stone-300`}>
            <path d={PATH} fill="currentColor" />
            {fill > 0 && (
              <path
                d={PATH}
                className="text-amber-400"
                fill="currentColor"
                style={{ clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }}
              />
            )}
          </svg>
        )
      })}
    </span>
  )
}
