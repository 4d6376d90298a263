/** Glyphs drawn filled on a 20-unit grid, as the site's small controls use them. */
const SOLID = {
  close:
    'M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6z',
  'chevron-down':
    'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z',
  'chevron-left':
    'M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0z',
  'chevron-right':
    'M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 1 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0z',
  filter:
    'M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.5V16a1 1 0 0 1-1.4.9l-2-1A1 1 0 0 1 8 15v-3.5L3.2 5.6A1 1 0 0 1 3 5z',
} as const

export type IconName = keyof typeof SOLID

/** A decorative glyph in the text's colour; its size comes from `className` (size-4, size-5). */
export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d={SOLID[name]} />
    </svg>
  )
}
