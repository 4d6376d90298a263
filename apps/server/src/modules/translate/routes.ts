import { TranslateAnswer, TranslateInput } from '@kaimono/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TooMany } from '../../platform/errors.ts'
import { fixedWindowLimiter, type RateLimiter } from '../../platform/rate-limit.ts'
import { type TranslateProvider, translateTexts } from './service.ts'

/**
 * Calls a client may make a minute: a page's name and description are two at most, and a paid
 * provider must not be a free translation service for anyone who finds the address.
 */
export const TRANSLATIONS_A_CLIENT = { window: 60, max: 60 }

/** §7 Translate: a market item's name and description in the reader's language. */
export function translateRoutes(
  translator: TranslateProvider,
  limiter: RateLimiter = fixedWindowLimiter(),
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/market/common/translate',
      {
        schema: {
          tags: ['translate'],
          summary:
            'An item’s name and description put into trans_languages (Content: name first); the original where translation failed',
          body: TranslateInput,
          response: { 200: TranslateAnswer },
        },
      },
      async (req) => {
        const { allowed, retryAfter } = await limiter.consume(
          `translate:${req.ip}`,
          TRANSLATIONS_A_CLIENT,
        )
        if (!allowed) throw new TooMany(retryAfter ?? undefined)
        const { trans_nameproduct, trans_content, trans_languages, f_languages } = req.body
        const texts = [trans_nameproduct, trans_content].flatMap((text) =>
          text?.trim() ? [{ text, from: f_languages }] : [],
        )
        const out = await translateTexts(translator, texts, trans_languages, req.log)
        return { Content: out.map((t) => t.text), translated: out.map((t) => t.translated) }
      },
    )
  }
}
