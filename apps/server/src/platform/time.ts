/** The API's unit of time (§3: created_at and the like in unix seconds). */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)
