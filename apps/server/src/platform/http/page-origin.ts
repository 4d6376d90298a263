import type { FastifyReply, FastifyRequest } from 'fastify'
import { Forbidden } from '../errors.ts'
import { translate } from '../i18n/messages.ts'
import { isSiteOrigin, SAFE_METHODS } from './security.ts'

/**
 * Issue 14: a page request that may change something (any React Router action: a form, a
 * fetcher, /logout) must come from a page of this site, or it is refused before the web app
 * sees it. React Router 8.4's own guard lets a request without Origin through and does not run
 * for resource routes (/logout) at all.
 *
 * Browsers send Origin with every form POST (the site's Referrer-Policy keeps it from being
 * `null`). Where one leaves it out or sends `null`, the Fetch Metadata header
 * `Sec-Fetch-Site: same-origin`, which a page cannot set, says the same thing.
 */
export function pageOriginCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return
    const origin = req.headers.origin
    if (origin && origin !== 'null') {
      if (isSiteOrigin(req, publicOrigin, origin)) return
    } else if (req.headers['sec-fetch-site'] === 'same-origin') return
    req.log.warn({ origin, sec_fetch_site: req.headers['sec-fetch-site'] }, 'page change refused')
    return refuse(req, reply)
  }
}

/** A document request gets a page a person can read; a data request (fetch, .data) JSON. */
function refuse(req: FastifyRequest, reply: FastifyReply) {
  const document =
    req.headers.accept?.includes('text/html') && !req.url.split('?')[0]?.endsWith('.data')
  if (!document) throw new Forbidden('page.crossSite')
  const message = translate(req.lang, 'page.crossSite')
  return reply
    .code(403)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${req.lang}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${message}</title></head><body><h1>${message}</h1>` +
        `<p><a href="/">${translate(req.lang, 'page.backHome')}</a></p></body></html>`,
    )
}
