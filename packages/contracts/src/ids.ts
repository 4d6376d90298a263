import { z } from './zod.ts'

/** The largest PostgreSQL `integer`: every table's id is one. */
export const INT4_MAX = 2_147_483_647

/*
 * Row ids run from 1 to INT4_MAX (issue 14). A larger number names no row, and PostgreSQL
 * refuses to compare it with an integer column, so it is refused here: a 422 naming the field in
 * a body, a 400 naming the parameter in a path or a query string.
 */

/** A row id in a JSON body: a number. */
export const id = (message = 'validation.id') =>
  z.number(message).int(message).min(1, message).max(INT4_MAX, message)

/** A row id in a path or a query string: its digits. */
export const idText = (message = 'validation.id') =>
  z.coerce.number(message).int(message).min(1, message).max(INT4_MAX, message)
