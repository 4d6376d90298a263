// The message list: every module's catalogue, which the error handler translates from. A new
// module with a messages.ts adds its catalogue here (ADR 027).
import type { Catalogue, ModuleMessages } from './platform/i18n/messages.ts'

export const MODULE_MESSAGES = [] as const satisfies readonly Catalogue[]

type Listed = (typeof MODULE_MESSAGES)[number]
type Unlisted = Exclude<keyof ModuleMessages, Listed extends unknown ? keyof Listed : never>

/** A key a module declares but whose catalogue is not listed fails to compile here, by name. */
export const everyCatalogueListed: [Unlisted] extends [never] ? true : Unlisted = true
