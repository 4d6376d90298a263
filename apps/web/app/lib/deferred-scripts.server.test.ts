// @vitest-environment node
import { JSDOM } from 'jsdom'
import { expect, test, vi } from 'vitest'
import { deferredScriptSources, deferScripts, HELD_SCRIPT_TYPE } from './deferred-scripts.server.ts'

const NONCE = 'n0nce+/='
const ROUTE_MODULES = `;
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client.js");`

/** A page as React Router and React write it: preloads hoisted into the head, scripts last. */
const page = (body = '<main><p>Hàng Nhật chính hãng</p></main>') =>
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/media/banners/hero.svg" fetchPriority="high"/>' +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-a.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-b.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-c.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-d.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/></head><body>${body}` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${ROUTE_MODULES}</script></body></html>`

test('the head keeps its stylesheet and picture preload but no module preloads; the route script is held', () => {
  const html = Buffer.concat(deferScripts(Buffer.from(page()))).toString()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).not.toContain('modulepreload')
  expect(head).toContain('<link nonce="n0nce+/=" rel="stylesheet" href="/assets/root.css"/>')
  expect(head).toContain('as="image" href="/media/banners/hero.svg"')
  expect(html).toContain(
    `<script nonce="${NONCE}" type="${HELD_SCRIPT_TYPE}">${ROUTE_MODULES}</script>`,
  )
  expect(html).not.toContain('type="module"')
  expect(html).toContain('<main><p>Hàng Nhật chính hãng</p></main>')
  expect(html.endsWith('</body></html>')).toBe(true)
})

test('after the first frame the preloads and the module script come back, with the nonce, where they were', async () => {
  const dom = new JSDOM(Buffer.concat(deferScripts(Buffer.from(page()))).toString(), {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
  })
  const { document } = dom.window
  // Before the first frame: nothing is being fetched yet and the starter has taken itself out.
  expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  expect(document.querySelectorAll('body > script')).toHaveLength(2)

  // The last step puts the module script back; the preloads come before it.
  await vi.waitFor(() =>
    expect(document.querySelector('body > script[type="module"]')).not.toBeNull(),
  )
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
    '/assets/entry.client.js',
    '/assets/chunk-a.js',
    '/assets/chunk-b.js',
    '/assets/chunk-c.js',
    '/assets/chunk-d.js',
    '/assets/root.js',
  ])
  expect(preloads.every((link) => link.parentElement === document.head)).toBe(true)
  expect(preloads.every((link) => link.nonce === NONCE)).toBe(true)
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('body > script')]
  expect(scripts.map((script) => script.type)).toEqual(['', 'module'])
  expect(scripts[1]?.textContent).toBe(ROUTE_MODULES)
  expect(scripts[1]?.nonce).toBe(NONCE)
  expect(document.querySelector(`script[type="${HELD_SCRIPT_TYPE}"]`)).toBeNull()
  dom.window.close()
})

test('a chunk without the route script (a later chunk, an error page) passes unchanged', () => {
  const later = Buffer.from(
    '<div hidden id="S:0"><p>late</p></div><script>$RC("B:0","S:0")</script>',
  )
  expect(deferScripts(later)).toEqual([later])
  expect(deferScripts(later)[0]).toBe(later)
  const noScripts = Buffer.from(
    page().replace(/<script nonce[^>]*type="module"[\s\S]*?<\/script>/, ''),
  )
  expect(deferScripts(noScripts)[0]).toBe(noScripts)
})

test('the modules a deferred page loads once painted can be read back from it', () => {
  const html = Buffer.concat(deferScripts(Buffer.from(page()))).toString()
  expect(deferredScriptSources(html).sort()).toEqual([
    '/assets/chunk-a.js',
    '/assets/chunk-b.js',
    '/assets/chunk-c.js',
    '/assets/chunk-d.js',
    '/assets/entry.client.js',
    '/assets/root.js',
  ])
  expect(deferredScriptSources(page())).toEqual([])
})
