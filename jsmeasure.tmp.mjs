import { deferredScriptSources } from './apps/web/app/lib/deferred-scripts.server.ts'
const base = process.argv[2] ?? 'http://127.0.0.1:3100'
const list = await (await fetch(`${base}/api/products?per_page=1&filter[suppliers.id]=390`)).json()
const html = await (await fetch(`${base}/products/ikom/${list.data[0].id}`)).text()
const sources = new Set([
  ...[...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]),
  ...deferredScriptSources(html),
])
let bytes = 0
const { gzipSync } = await import('node:zlib')
for (const src of sources) {
  const body = Buffer.from(await (await fetch(new URL(src, base), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
  const gz = gzipSync(body, { level: 9 }).length
  bytes += gz
  if (process.argv[3]) console.log(src, (gz / 1024).toFixed(2))
}
console.log(`${sources.size} files ${(bytes / 1024).toFixed(2)} kB (gzip -9 here; the server's gzip may differ)`)
