import { CONTROL_CHARACTERS_MESSAGE, isCleanLine, isCleanText } from './text-rules.ts'
import { z } from './zod.ts'

export * from './text-rules.ts'

/**
 * Every string a request body carries is one of these two (issue 14): trimmed, and refused with
 * a 422 naming the field when it holds a control character. `message` is the type error's key.
 */

/** One-line text: names, phone numbers, codes, addresses of pictures. */
export const line = (message?: string) =>
  z.string(message).trim().refine(isCleanLine, CONTROL_CHARACTERS_MESSAGE)

/** Multi-line text: notes, comments, address details; tab and line breaks are kept. */
export const text = (message?: string) =>
  z.string(message).trim().refine(isCleanText, CONTROL_CHARACTERS_MESSAGE)
