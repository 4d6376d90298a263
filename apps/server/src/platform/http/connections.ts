import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * Lets a shutdown finish as soon as its in-flight requests have: Node's server.close() waits
 * for every connection, and closes only those idle after a request, not one opened without a
 * request yet (a browser's preconnect, a load balancer's pool). So when the server closes,
 * every connection without a request in flight is closed, and the others as their last
 * response ends (with `Connection: close` on the responses still to be sent).
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  const inFlight = new Map<Socket, number>()
  const open = new Set<Socket>()
  let closing = false

  app.server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => {
      open.delete(socket)
      inFlight.delete(socket)
    })
  })

  app.addHook('onRequest', (req, reply, done) => {
    const socket = req.raw.socket
    if (!open.has(socket)) return done()
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1)
    reply.raw.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1
      if (left > 0) inFlight.set(socket, left)
      else inFlight.delete(socket)
      // The response may still be on its way out: end, not destroy.
      if (closing && left <= 0) socket.end()
    })
    done()
  })

  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })

  app.addHook('preClose', (done) => {
    closing = true
    for (const socket of open) if (!inFlight.has(socket)) socket.destroy()
    done()
  })
}
