import { z } from './zod.ts'

/** ARCHITECTURE §3: every error answers `{message}`; a 422 adds per-field messages. */
export const ErrorBody = z.object({ message: z.string() })
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ErrorBody = z.infer<typeof ErrorBody>
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>
