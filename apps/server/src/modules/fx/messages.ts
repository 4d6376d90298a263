import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The exchange rates' own messages (the shared ones are in platform/i18n/messages.ts). */
export const fxMessages = {
  timelineNeedsInclude: {
    vi: 'Tham số {param} chỉ dùng được cùng include=timelines.amounts',
    ja: 'パラメータ {param} は include=timelines.amounts と一緒に指定してください',
    en: 'Parameter {param} needs include=timelines.amounts',
  },
} satisfies Catalogue

type FxMessages = typeof fxMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends FxMessages {}
}
