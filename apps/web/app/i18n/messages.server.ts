import type { Lang } from '@kaimono/contracts'
import { accountMessages } from './bundles/account.ts'
import { auctionMessages } from './bundles/auctions.ts'
import { contentMessages } from './bundles/content.ts'
import { ecoringMessages } from './bundles/ecoring.ts'
import { moneyMessages } from './bundles/money.ts'
import { supportMessages } from './bundles/support.ts'
import type { Bundle } from './bundles.ts'
import type { Messages } from './i18n.ts'
import en from './locales/en.json'
import ja from './locales/ja.json'
import vi from './locales/vi.json'

/** Every screen's bundle: the server renders any page, so it holds them all from the start. */
const BUNDLES: readonly Bundle[] = [
  auctionMessages,
  ecoringMessages,
  supportMessages,
  contentMessages,
  accountMessages,
  moneyMessages,
]

type Tree = { [key: string]: unknown }

function merged(base: Tree, more: Tree): Tree {
  const out: Tree = { ...base }
  for (const [key, value] of Object.entries(more)) {
    const held = out[key]
    out[key] =
      held && typeof held === 'object' && value && typeof value === 'object'
        ? merged(held as Tree, value as Tree)
        : value
  }
  return out
}

const withBundles = (lang: Lang, core: Messages): Messages =>
  BUNDLES.reduce<Tree>((all, bundle) => merged(all, bundle[lang]), core) as Messages

export const allMessages: Record<Lang, Messages> = {
  vi: withBundles('vi', vi),
  ja: withBundles('ja', ja),
  en: withBundles('en', en),
}
