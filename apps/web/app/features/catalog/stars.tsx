import { capStar } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'

/** One star in relative moves from its top point, so that it can be drawn anywhere. */
const STAR = 'l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z'
/** Five stars in a row, 20 units apart: each closes back to its top point, then steps right. */
const FIVE_STARS = `M10 1.5${STAR}${`m20 0${STAR}`.repeat(4)}`
const SPRITE_ID = 'kaimono-five-stars'

/**
 * The stars' shape, once per page (in the root layout): every rating draws it by reference,
 * so a page of product cards does not carry five star paths per card.
 */
export function StarSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <path id={SPRITE_ID} d={FIVE_STARS} fill="currentColor" />
      </defs>
    </svg>
  )
}

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
  const box = size === 'md' ? 'h-5 w-25' : 'h-3.5 w-17.5'
  return (
    <span
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t('catalog.rating', { star: rounded }) })}
      className="inline-flex shrink-0"
    >
      <svg viewBox="0 0 100 20" aria-hidden="true" className={`${box} text-stone-300`}>
        <use href={`#${SPRITE_ID}`} />
        {value > 0 && (
          <use
            href={`#${SPRITE_ID}`}
            className="text-amber-400"
            style={{ clipPath: `inset(0 ${100 - value * 20}% 0 0)` }}
          />
        )}
      </svg>
    </span>
  )
}
