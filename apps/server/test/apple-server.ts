import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose'

export type ApplePerson = { sub: string; email: string; firstName: string; lastName: string }

const TEAM_ID = 'KAIMONOTEAM'
const CLIENT_KEY_ID = 'KAIMONOKEY1'

type Grant = {
  person: ApplePerson
  clientId: string
  redirectUri: string
  codeChallenge: string | null
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * A server on loopback that answers like Apple's sign-in service (appleid.apple.com) for one
 * registered client: the authorize page answers with a form that posts code, state and,
 * on a person's first authorization only, the `user` JSON with their name; the token endpoint
 * wants the client secret as an ES256 JWT signed with the team's key; identity tokens are RS256,
 * with the keys at /auth/keys.
 */
export async function startAppleServer(options: { clientId: string; person: ApplePerson }) {
  const { clientId } = options
  const signing = await generateKeyPair('RS256', { extractable: true })
  const signingKid = randomBytes(6).toString('hex')
  // The team's private key (the .p8 file Apple hands out): its holder makes the client secret.
  const team = await generateKeyPair('ES256', { extractable: true })
  const grants = new Map<string, Grant>()
  const authorized = new Set<string>()
  // A key Apple never published: identity tokens signed with it must be refused.
  const forger = await generateKeyPair('RS256')
  const state = { person: options.person, forge: false }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer)
    if (req.method === 'GET' && url.pathname === '/auth/authorize') return authorize(url, res)
    if (req.method === 'POST' && url.pathname === '/auth/token') return token(req, res)
    if (req.method === 'GET' && url.pathname === '/auth/keys') {
      const jwk = { ...(await exportJWK(signing.publicKey)), kid: signingKid, alg: 'RS256' }
      return json(res, 200, { keys: [{ ...jwk, use: 'sig' }] })
    }
    res.writeHead(404).end()
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams
    const redirectUri = q.get('redirect_uri') ?? ''
    if (
      q.get('client_id') !== clientId ||
      q.get('response_mode') !== 'form_post' ||
      !q.get('response_type')?.split(' ').includes('code') ||
      !redirectUri.startsWith('http')
    ) {
      return res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request')
    }
    const { person } = state
    const code = randomBytes(16).toString('base64url')
    grants.set(code, { person, clientId, redirectUri, codeChallenge: q.get('code_challenge') })
    const fields: Record<string, string> = { state: q.get('state') ?? '', code }
    // Apple tells the name once, on the first authorization, never in the identity token.
    if (!authorized.has(person.sub)) {
      authorized.add(person.sub)
      fields.user = JSON.stringify({
        name: { firstName: person.firstName, lastName: person.lastName },
        email: person.email,
      })
    }
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><body onload="document.forms[0].submit()">` +
        `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form></body>`,
    )
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const code = body.get('code') ?? ''
    const grant = grants.get(code)
    grants.delete(code)
    const clientSecret = await jwtVerify(body.get('client_secret') ?? '', team.publicKey, {
      issuer: TEAM_ID,
      subject: clientId,
      audience: issuer,
      algorithms: ['ES256'],
    }).catch(() => null)
    const verifier = body.get('code_verifier') ?? ''
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    if (!clientSecret || body.get('client_id') !== clientId)
      return json(res, 400, { error: 'invalid_client' })
    if (
      body.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== body.get('redirect_uri') ||
      (grant.codeChallenge !== null && grant.codeChallenge !== challenge)
    ) {
      return json(res, 400, { error: 'invalid_grant' })
    }
    const { person } = grant
    const idToken = await new SignJWT({
      email: person.email,
      email_verified: 'true',
      is_private_email: 'false',
      auth_time: Math.floor(Date.now() / 1000),
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKid })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(person.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(state.forge ? forger.privateKey : signing.privateKey)
    return json(res, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: randomBytes(16).toString('base64url'),
      id_token: idToken,
    })
  }

  return {
    issuer,
    /** Who signs in at the next authorization. */
    signInAs(person: ApplePerson) {
      state.person = person
    },
    /** Sign the identity tokens that follow with a key that /auth/keys does not list. */
    forgeTokens(forge: boolean) {
      state.forge = forge
    },
    /** The client secret Apple wants: an ES256 JWT signed with the team's key. */
    clientSecret: () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: CLIENT_KEY_ID })
        .setIssuer(TEAM_ID)
        .setSubject(clientId)
        .setAudience(issuer)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(team.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
