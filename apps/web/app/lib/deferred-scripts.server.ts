/**
 * The page's JavaScript starts loading after the browser has painted the page.
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each of the page's
 * modules (React hoists them into the head) and, at the end of the body, an inline module
 * that imports the route modules and then the client entry, which hydrates the page. On a slow
 * phone connection those ~170 kB of JavaScript (gzip) then share the line with the stylesheet
 * and the hero picture the first paint waits for: Lighthouse's mobile run put the home page's
 * largest paint at 2.8 s, behind the scripts. Every page is whole without its JavaScript
 * (server-rendered, links and forms work), so the scripts can wait for the first paint.
 *
 * The first chunk of each page is rewritten on its way out:
 * - the head's module preloads are taken out;
 * - the route-modules script is held: its type becomes one no browser runs, its text stays;
 * - after it, a small script waits for the first frame to be painted (an animation frame, then
 *   a task), adds the preloads back a few at a time (starting a fetch costs the main thread
 *   about half a millisecond: 26 at once made one 13 ms task on a fast machine) and finally
 *   puts the held script back as a module script, in the same place, where hydration finds it.
 *
 * A page that does not have both parts in its first chunk is left as React Router wrote it.
 */

const HEAD_END = Buffer.from('</head>')
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const ROUTE_MODULES_TYPE = Buffer.from(' type="module" async="">')
const SCRIPT_START = Buffer.from('<script')
const SCRIPT_END = Buffer.from('</script>')
const NONCE = /^<script nonce="([^"]*)"$/

/** The type a held script carries: a data block, which browsers never run. */
export const HELD_SCRIPT_TYPE = 'kaimono/held-module'

/** Preloads added back in one task. */
const PRELOADS_PER_TASK = 4

const STARTER_CALL = '(document.currentScript.previousElementSibling,'

/** The classic script that restores the preloads and the held module after the first paint. */
function starter(nonce: string, hrefs: string[]): string {
  const args = `${JSON.stringify(hrefs)},${JSON.stringify(nonce)},${PRELOADS_PER_TASK}`
  return `<script nonce="${nonce}">(function(held,hrefs,nonce,perTask){
document.currentScript.remove();
function next(){
hrefs.splice(0,perTask).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;link.nonce=nonce;document.head.append(link)});
if(hrefs.length)return setTimeout(next);
var script=document.createElement('script');script.type='module';script.nonce=nonce;script.textContent=held.textContent;held.replaceWith(script)}
if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(next)});else setTimeout(next)
})${STARTER_CALL}${args})</script>`
}

/**
 * The first chunk of a page with its scripts deferred, in three pieces (the page's middle is not
 * copied), or the chunk as it was.
 */
export function deferScripts(chunk: Buffer): Buffer[] {
  const headEnd = chunk.indexOf(HEAD_END)
  if (headEnd === -1) return [chunk]
  // The scripts close the shell: searched for from the end (a page is up to 300 kB).
  const typeAt = chunk.lastIndexOf(ROUTE_MODULES_TYPE)
  if (typeAt < headEnd) return [chunk]
  const scriptStart = chunk.lastIndexOf(SCRIPT_START, typeAt)
  const nonce = NONCE.exec(chunk.toString('utf8', scriptStart, typeAt))?.[1]
  const scriptEnd = chunk.indexOf(SCRIPT_END, typeAt)
  if (nonce === undefined || scriptEnd === -1) return [chunk]

  const hrefs: string[] = []
  const head = chunk.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_, href: string) => {
    hrefs.push(href)
    return ''
  })
  const afterScript = scriptEnd + SCRIPT_END.length
  return [
    Buffer.from(head),
    chunk.subarray(headEnd, scriptStart),
    Buffer.concat([
      Buffer.from(`<script nonce="${nonce}" type="${HELD_SCRIPT_TYPE}">`),
      chunk.subarray(typeAt + ROUTE_MODULES_TYPE.length, afterScript),
      Buffer.from(starter(nonce, hrefs)),
      chunk.subarray(afterScript),
    ]),
  ]
}

/**
 * The modules a deferred page loads once painted (for the bench's count of a page's JavaScript):
 * the preloads the starter adds back and what the held script imports.
 */
export function deferredScriptSources(html: string): string[] {
  const at = html.indexOf(STARTER_CALL)
  const preloads: string[] =
    at === -1 ? [] : JSON.parse(html.slice(at + STARTER_CALL.length, html.indexOf(']', at) + 1))
  const held = new RegExp(`<script[^>]*type="${HELD_SCRIPT_TYPE}">([\\s\\S]*?)</script>`).exec(html)
  const imports = [...(held?.[1] ?? '').matchAll(/import(?:\s[^"]*from\s|\s*\(\s*)?"([^"]+)"/g)]
  return [...new Set([...preloads, ...imports.map((match) => match[1] as string)])]
}
