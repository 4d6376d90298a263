import { type Lang, shopName } from '@kaimono/contracts'

/**
 * §2 Ecoring detail: Ecoring's logo, drawn inline (a ring with a leaf, then the name in its
 * green); named as the market registry names it in the reader's language.
 */
export function EcoringLogo({ lang, className }: { lang: Lang; className: string }) {
  return (
    <svg
      role="img"
      aria-label={shopName('ecoring', lang)}
      viewBox="0 0 132 32"
      className={className}
    >
      <circle cx="16" cy="16" r="12" fill="none" stroke="#15803d" strokeWidth="4" />
      <path d="M11 20c0-6 4-10 11-10 0 7-4 11-10 11l-1-1z" fill="#15803d" />
      <text
        x="36"
        y="23"
        fill="#15803d"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        ecoring
      </text>
    </svg>
  )
}
