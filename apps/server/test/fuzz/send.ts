import type { FastifyInstance } from 'fastify'
import type { FuzzRequest } from './requests.ts'

export type Answer = { status: number; body: string }

/** Sends a request; an endless answer (the notification stream) is read no further than its head. */
export async function send(app: FastifyInstance, request: FuzzRequest): Promise<Answer> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.body,
    remoteAddress: request.remoteAddress,
    payloadAsStream: true,
  })
  const stream = res.stream()
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy()
    return { status: res.statusCode, body: '' }
  }
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }
}

/**
 * The request written out so that a reader can send it again. A signed-in caller's session is
 * named, not shown; an anonymous caller's made-up credentials are part of the request.
 */
export function reproduction(request: FuzzRequest, answer: Answer): string {
  const shown = (text: string) =>
    text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} characters)` : text
  const { cookie, authorization, ...headers } = request.headers
  return [
    `${request.method} ${shown(request.url)} as ${request.who} from ${request.remoteAddress}`,
    `headers: ${JSON.stringify(request.who === 'anonymous' ? request.headers : headers)}`,
    ...(request.body === undefined ? [] : [`body: ${shown(JSON.stringify(request.body))}`]),
    `answer: ${answer.status} ${shown(answer.body)}`,
  ].join('\n  ')
}
