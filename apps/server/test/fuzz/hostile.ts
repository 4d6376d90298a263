import fc from 'fast-check'

/**
 * JSON text written as is: numbers JSON.stringify cannot write (1e309 parses to Infinity, -0,
 * 2^53 + 1), and bodies that are not JSON at all.
 */
export class Raw {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** The JSON text of a generated value, Raw parts written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof Raw) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`,
    )
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
]

/** Text no field should take, or that PostgreSQL, a URL or a header cannot hold. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    'a\udc00b',
    '\udbff\udfff\ud800',
    '\u202eevil',
    '\ufeff',
    '',
    ' ',
    '%00',
    '%',
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '１２３',
    '٣',
    '2147483648',
    '99999999999999',
    '9007199254740993',
    '1e308',
    '1e309',
    '-0',
    '0',
    '-1',
    '0x10',
    ' 1',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom(...CONTROLS).map((control) => `a${control}b`),
  fc.constantFrom('x', 'é', '日', '\u0000').map((unit) => unit.repeat(100_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

/** Numbers at and past every bound an id, an amount or a date might have. */
export const hostileNumber = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.5,
  -1,
  0,
  new Raw('-0'),
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('9007199254740993'),
  new Raw('1E400'),
  new Raw('0.0000000000000000000000000000001e-400'),
)

/** Wrong types and junk where any value stands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }), weight: 3 },
  fc.constantFrom(
    new Raw('{"__proto__":{"polluted":true}}'),
    new Raw('{"constructor":{"prototype":{"polluted":true}}}'),
    new Raw(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    new Raw(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
  ),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Whole bodies that are not what any endpoint reads. */
export const hostileBodyText = fc.constantFrom(
  '',
  'null',
  '"text"',
  '[]',
  '{',
  '{"a":1,}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `{"x":"${'y'.repeat(1_100_000)}"}`,
)

/** Percent-encodes text as a client would, lone surrogates as the bytes a careless one sends. */
export function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0)
        if (code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        }
        return encodeURIComponent(char)
      })
      .join('')
  }
}

/** URL parts written as they are: broken escapes, overlong and invalid UTF-8. */
export const hostileUrlPart = fc.constantFrom(
  '%',
  '%ZZ',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A4%A',
  '..%2F..%2F',
  '%2e%2e',
  '%252F',
  '%0D%0ASet-Cookie:%20x=1',
)
