/** What 'Create order' on the direct checkout came to: the order made, or the server's refusal. */
export type DirectOrderResult = { ok: true; id: number } | { ok: false; message: string }

/** Set by the page's script: the answer comes back as data (an alert), not a redirect. */
export const SCRIPTED = 'scripted'

/** §4: after an order, the customer goes to its page. */
export const orderHref = (id: number) => `/customer/orders/${id}`
