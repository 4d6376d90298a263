// The ceiling for `npm run bench`: bare Fastify, one JSON route, no plugins, no logger. Its own
// process so it never shares an event loop with autocannon; reports its port over IPC because it
// binds port 0, which cannot race with anything else grabbing a port.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: 0, host: '127.0.0.1' })
process.send({ port: app.server.address().port })

// If the bench dies without cleaning up (SIGKILL), the IPC channel closes and this goes too.
process.on('disconnect', () => process.exit(0))
