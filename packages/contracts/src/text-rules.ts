/**
 * Control characters in text people type. NUL cannot be stored by PostgreSQL at all, and the
 * others (escape, bell, C0/C1 codes) only ever come from tools or attacks. The bidirectional
 * overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) make text shown to other
 * people read otherwise than it is (U+202E before 'moc.live' shows it as 'evil.com'). The
 * hardening issue (14) refuses them all with a 422 naming the field.
 *
 * `LINE` is for one-line fields (names, phone numbers, codes): no control character at all, and
 * no line or paragraph separator (U+2028, U+2029). `TEXT` is for multi-line fields (notes,
 * comments, descriptions): tab, line feed, carriage return and those separators are allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const TEXT_CONTROLS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** True when a one-line value holds no control character. */
export const isCleanLine = (value: string): boolean => !LINE_CONTROLS.test(value)

/** True when a multi-line value holds no control character other than tab and line breaks. */
export const isCleanText = (value: string): boolean => !TEXT_CONTROLS.test(value)

/** The message key for a value refused by these rules (translated by the server and the web app). */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters'

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
const LINE_BREAKERS = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g

/**
 * One clean line made of text from elsewhere (an identity provider's profile, stored data) that
 * must be shown rather than refused: each run of control characters and spaces becomes a space.
 */
export const toCleanLine = (value: string): string => value.replace(LINE_BREAKERS, ' ').trim()

/**
 * Folds text for accent-insensitive search, on the server and in the browser alike: NFKC
 * (full-width and half-width forms alike), lower case, Vietnamese and other Latin tone marks
 * removed (U+0300–U+036F only, so Japanese voiced marks stay), đ → d, spaces collapsed.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
}
