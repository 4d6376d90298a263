import { z } from './zod.ts'

/** §3 Paging: the list envelope every main-API list answers with. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
  })
}

export type Paged<T> = {
  data: T[]
  current_page: number
  last_page: number
  from: number | null
  to: number | null
  total: number
  per_page: number
}

/** Builds the envelope: from/to are 1-based positions of the page's rows, null on an empty page. */
export function pageEnvelope<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    per_page: perPage,
  }
}
