import { useTranslation } from 'react-i18next'
import { useRootData } from '#app/lib/use-root-data.ts'

/**
 * §2 About us: the video block. There is no video yet, so it is a poster drawn here (Japan to
 * Vietnam by air and sea: no picture fetched from anywhere) with a play mark that says so, not a
 * player that plays nothing.
 */
export function VideoPoster() {
  const { t } = useTranslation()
  const { brand } = useRootData()
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative">
        <PosterArt />
        <div className="absolute inset-0 grid place-items-center">
          <span className="flex flex-col items-center gap-2">
            <span className="grid size-16 place-items-center rounded-full bg-white/90 shadow-lg ring-1 ring-stone-200 sm:size-20">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="ml-1 size-7 text-stone-400 sm:size-8"
                fill="currentColor"
              >
                <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
              </svg>
            </span>
            <span className="rounded-full bg-stone-900/80 px-3 py-1 text-xs font-semibold text-white">
              {t('content.about.videoSoon')}
            </span>
          </span>
        </div>
      </div>
      <figcaption className="px-4 py-3 text-sm text-stone-700">
        <span className="font-semibold text-stone-900">
          {t('content.about.videoTitle', { brand })}
        </span>
        {' · '}
        {t('content.about.videoCaption')}
      </figcaption>
    </figure>
  )
}

/** Mount Fuji and the rising sun on the left, Ha Long's islands on the right, a plane and a ship between. */
function PosterArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 640 360" className="block aspect-video w-full">
      <defs>
        <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1f2" />
          <stop offset="1" stopColor="#e0f2fe" />
        </linearGradient>
        <linearGradient id="poster-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#0369a1" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#poster-sky)" />
      <circle cx="150" cy="96" r="46" fill="#c8102e" opacity="0.9" />
      <path d="M20 262 L150 132 L280 262 Z" fill="#64748b" />
      <path d="M150 132 L118 164 L132 158 L142 170 L152 158 L166 168 L182 164 Z" fill="#fff" />
      <path d="M392 262 q18-92 44-96 q22 4 26 96 Z" fill="#15803d" />
      <path d="M452 262 q14-120 48-124 q30 6 30 124 Z" fill="#166534" />
      <path d="M524 262 q16-70 40-72 q26 4 30 72 Z" fill="#15803d" />
      <rect y="256" width="640" height="104" fill="url(#poster-sea)" />
      <path
        d="M40 290 q20-8 40 0 t40 0 M300 318 q20-8 40 0 t40 0 M520 300 q20-8 40 0 t40 0"
        fill="none"
        stroke="#e0f2fe"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.8"
      />
      <path
        d="M196 150 Q320 40 470 110"
        fill="none"
        stroke="#a80d27"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <g transform="translate(330 74) rotate(12)" fill="#1c1917">
        <path d="M-26 0 L22 -4 Q30 0 22 4 Z" />
        <path d="M-4 -2 L-14 -20 L-6 -20 L8 -2 Z M-4 2 L-14 20 L-6 20 L8 2 Z M-24 -1 L-30 -10 L-25 -10 L-18 -1 Z" />
      </g>
      <g transform="translate(262 276)">
        <path d="M0 0 H96 L84 22 H10 Z" fill="#c8102e" />
        <rect x="18" y="-22" width="22" height="22" rx="2" fill="#f59e0b" />
        <rect x="42" y="-22" width="22" height="22" rx="2" fill="#0ea5e9" />
        <rect x="30" y="-42" width="22" height="20" rx="2" fill="#10b981" />
        <rect x="66" y="-18" width="14" height="18" rx="2" fill="#e7e5e4" />
      </g>
    </svg>
  )
}
