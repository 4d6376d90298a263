// What the bench's hanging-market server (hanging-market.ts) makes hang, and for how long: read
// by the bench's budgets and by the server alike.
export const HANGING_MARKET = 'nike'
export const HANGING_TIMEOUT_MS = 1_000
