// Plain values and functions, no schema: the browser bundle imports these without zod.

const A = 'A'.charCodeAt(0)

/**
 * §5/§9: the invitation code shown for a customer number. The digit at 0-based position i
 * becomes the letter A + ((digit + i) mod 26); a hyphen becomes its position number.
 */
export function invitationCode(customerId: number | string): string {
  return [...String(customerId)]
    .map((char, i) => {
      if (char === '-') return String(i)
      const digit = Number(char)
      if (!Number.isInteger(digit)) throw new Error(`not a customer number: ${customerId}`)
      return String.fromCharCode(A + ((digit + i) % 26))
    })
    .join('')
}

/**
 * The customer number behind a code, or null when the code is not one that
 * `invitationCode` makes for a positive customer number.
 */
export function customerIdFromInvitationCode(code: string): number | null {
  const normalized = code.trim().toUpperCase()
  if (!/^[A-Z]{1,9}$/.test(normalized)) return null
  const digits = [...normalized].map((letter, i) => (letter.charCodeAt(0) - A - i + 26 * 2) % 26)
  if (digits.some((digit) => digit > 9) || digits[0] === 0) return null
  return Number(digits.join(''))
}

/** §9: each activated code takes this much off the owner's next shipping fee. */
export const INVITATION_CREDIT_VND = 20_000
