import type { Config } from '../config.ts'

/**
 * Fastify's and Node's limits on a connection (issue 14): the headers and the whole request must
 * arrive within their timeouts (Node answers 408 and closes), an idle keep-alive connection and
 * a silent socket are closed. The request timeout ends once the request is received, so a long
 * answer (a notification stream) is not cut by it.
 */
export function serverTimeouts(config: Config) {
  const headersTimeout = config.HEADERS_TIMEOUT_MS
  const requestTimeout = config.REQUEST_TIMEOUT_MS
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      // Node looks for overdue requests only this often (30 s by default): a quarter of the
      // shorter timeout keeps the limits close to what they say.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(25, Math.floor(Math.min(headersTimeout, requestTimeout) / 4)),
      ),
    },
  }
}
