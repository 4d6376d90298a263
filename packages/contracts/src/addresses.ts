import { VN_PHONE } from './accounts.ts'
import { GeoScheme } from './geo.ts'
import { line, text } from './text.ts'
import { z } from './zod.ts'

export { MAX_ADDRESSES } from './address-rules.ts'

// §5: validation happens on the server only; messages are keys of the server's catalogue, so
// the 422 speaks the request's language.
const required = (kind: typeof line, max: number) =>
  kind('validation.required').min(1, 'validation.required').max(max, 'validation.tooLong')

/** §7 Address create (POST) and update (PUT by id). `scheme` says which units ward_id is from. */
export const AddressInput = z.object({
  consignee: required(line, 100),
  tel: line('validation.required')
    .transform((tel) => tel.replace(/[\s.()-]/g, ''))
    .refine((tel) => tel !== '', 'validation.required')
    .refine((tel) => tel === '' || VN_PHONE.test(tel), 'validation.phone'),
  // Official codes are strings with leading zeros; a number is accepted for older clients.
  ward_id: z
    .union([line(), z.number().int().nonnegative()], 'validation.required')
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, 'validation.required').max(10, 'validation.ward')),
  scheme: GeoScheme.default('old'),
  address_detail: required(text, 255),
  note: text()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((note) => note || null),
  default: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
})
export type AddressInput = z.input<typeof AddressInput>
export type AddressValues = z.output<typeof AddressInput>

const Unit = z.object({ id: z.string(), name: z.string() })

/**
 * §3 Address. `full_address` is in the address's own scheme; beyond the spec, `new_address` is
 * its form after 1 July 2025 and `old_address` its three-level form, each null where the
 * official mapping gives no single answer.
 */
export const Address = z.object({
  id: z.number().int(),
  consignee: z.string(),
  tel: z.string(),
  ward_id: z.string(),
  scheme: GeoScheme,
  address_detail: z.string(),
  note: z.string().nullable(),
  default: z.boolean(),
  full_address: z.string(),
  new_address: z.string().nullable(),
  old_address: z.string().nullable(),
  ward: Unit,
  district: Unit.nullable(),
  province: Unit,
  created_at: z.number().int(),
  updated_at: z.number().int(),
})
export type Address = z.infer<typeof Address>
