// A local OpenID Connect server that stands in for Google in the browser tests: discovery,
// an authorize endpoint that signs the person below in at once, token and userinfo endpoints.
import { Events, OAuth2Server } from 'oauth2-mock-server'

const port = Number(process.env.OIDC_PORT)
const person = {
  sub: 'google-e2e-0001',
  email: 'google.customer@kaimono.test',
  email_verified: true,
  name: 'Đặng Quốc Bảo',
}

const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')
server.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, person))
server.service.on(Events.BeforeUserinfo, (response) => {
  response.body = person
})
await server.start(port, '127.0.0.1')
process.stdout.write(`oidc server on ${server.issuer.url}\n`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.stop().then(() => process.exit(0)))
}
