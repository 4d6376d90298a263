import { paged } from './paging.ts'
import { line } from './text.ts'
import { z } from './zod.ts'

/** §3 User info. `id` is the numeric customer number (`customer_id` everywhere); `uid` the identity. */
export const UserInfo = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  role: z.enum(['customer', 'staff', 'admin']),
})
export type UserInfo = z.infer<typeof UserInfo>
export const UserInfoList = paged(UserInfo)

/** A Vietnamese phone number: 0 or +84, then a 9-digit subscriber number (mobile 3/5/7/8/9). */
export const VN_PHONE = /^(?:0|\+84)(?:3|5|7|8|9)\d{8}$/

export const PROFILE_NAME_MAX = 100

// Messages are keys of the server's catalogue, so the 422 speaks the request's language.
/**
 * A person's name, however it is set (sign-up, the profile form, an identity provider): it is
 * shown to other customers beside their reviews, so it is one short clean line.
 */
export const ProfileName = line('validation.required')
  .min(1, 'validation.required')
  .max(PROFILE_NAME_MAX, 'validation.tooLong')

export const UpdateUserInput = z.object({
  name: ProfileName,
  tel: line()
    .transform((tel) => tel.replace(/[\s.-]/g, ''))
    .refine((tel) => tel === '' || VN_PHONE.test(tel), 'validation.phone')
    .transform((tel) => (tel === '' ? null : tel))
    .nullable()
    .optional(),
})
export type UpdateUserInput = z.infer<typeof UpdateUserInput>
