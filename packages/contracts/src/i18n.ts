import { LANGS } from './lang.ts'
import { z } from './zod.ts'

export { addressInLang, DEFAULT_LANG, isLang, LANGS, pickLang } from './lang.ts'

export const Lang = z.enum(LANGS)
export type Lang = z.infer<typeof Lang>

/** §3 "multi-language labels": a translatable text keyed by language. */
export const LabelMap = z.object({ vi: z.string(), ja: z.string(), en: z.string() })
export type LabelMap = z.infer<typeof LabelMap>
