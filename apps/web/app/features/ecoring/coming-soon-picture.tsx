/** Ecoring's green (the market registry's colour) and its lighter tint. */
const GREEN = '#15803d'
const TINT = '#dcfce7'
const WOOD = '#92400e'
const WOOD_LIGHT = '#b45309'

/**
 * §2 Realtime auction's coming-soon picture: an auctioneer's gavel on its block beside a clock,
 * drawn inline (no request, no external address).
 */
export function ComingSoonPicture({ label, className }: { label: string; className: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 180" className={className}>
      <circle cx="120" cy="92" r="84" fill={TINT} />
      <g stroke={GREEN} strokeLinecap="round">
        <circle cx="152" cy="74" r="44" fill="#fff" strokeWidth="7" />
        <path d="M152 38v8M152 102v8M116 74h8M180 74h8" strokeWidth="4" />
        <path d="M152 74V52M152 74l17 10" strokeWidth="6" />
      </g>
      <circle cx="152" cy="74" r="5" fill={GREEN} />
      <g transform="rotate(-35 78 118)">
        <rect x="74" y="104" width="8" height="62" rx="4" fill={WOOD_LIGHT} />
        <rect x="48" y="88" width="60" height="26" rx="7" fill={WOOD} />
        <rect x="44" y="92" width="8" height="18" rx="3" fill={WOOD_LIGHT} />
        <rect x="104" y="92" width="8" height="18" rx="3" fill={WOOD_LIGHT} />
      </g>
      <rect x="30" y="150" width="92" height="14" rx="5" fill={WOOD} />
      <path
        d="M200 30l4 9 9 4-9 4-4 9-4-9-9-4 9-4zM40 44l3 6 6 3-6 3-3 6-3-6-6-3 6-3z"
        fill={GREEN}
      />
    </svg>
  )
}
