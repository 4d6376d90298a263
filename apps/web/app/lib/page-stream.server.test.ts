// @vitest-environment node
import { Readable } from 'node:stream'
import { expect, test } from 'vitest'
import { FlushedChunks, lazyWebStream } from './page-stream.server.ts'

const text = (chunks: Buffer[]) => chunks.map((chunk) => chunk.toString()).join('|')

test("React's pieces leave as one chunk per flush, and what is left at the end", async () => {
  const body = new FlushedChunks()
  const out: Buffer[] = []
  body.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => body.on('end', resolve))
  for (const piece of ['<html>', '<body>', 'shell']) body.write(Buffer.from(piece))
  body.flush()
  body.flush()
  body.write(Buffer.from('<script>'))
  body.write(Buffer.from('</script>'))
  body.end()
  await ended
  expect(text(out)).toBe('<html><body>shell|<script></script>')
})

test('the web body reads nothing until it is read, then gives the whole page', async () => {
  const body = new FlushedChunks()
  const web = lazyWebStream(body)
  body.write(Buffer.from('<html>'))
  body.flush()
  await new Promise((resolve) => setImmediate(resolve))
  // Nobody has read: the page is still there for the server to send as a Node stream.
  expect(body.readableFlowing).toBeNull()
  expect(body.readableLength).toBe(6)
  body.end(Buffer.from('</html>'))
  expect(await new Response(web).text()).toBe('<html></html>')
})

test('cancelling the web body stops the page', async () => {
  const body = Readable.from(['a', 'b'])
  const web = lazyWebStream(body)
  await web.cancel(new Error('gone'))
  expect(body.destroyed).toBe(true)
})

test('the first chunk leaves with its scripts deferred; later chunks as they are', async () => {
  const body = new FlushedChunks()
  const out: Buffer[] = []
  body.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => body.on('end', resolve))
  const shell =
    '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/></head><body>shell' +
    '<script nonce="n" type="module" async="">import("/assets/entry.js");</script></body></html>'
  body.write(Buffer.from(shell))
  body.flush()
  body.end(Buffer.from('<script nonce="n" type="module" async="">late</script>'))
  await ended
  const [first, ...rest] = out.map(String)
  const page = `${first}${rest.slice(0, -1).join('')}`
  expect(page).not.toContain('rel="modulepreload"')
  expect(page).toContain('<script nonce="n" type="kaimono/held-module">import("/assets/entry.js");')
  expect(rest.at(-1)).toBe('<script nonce="n" type="module" async="">late</script>')
})
