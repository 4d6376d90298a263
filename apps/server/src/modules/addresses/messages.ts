import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The addresses' own messages (the shared ones are in platform/i18n/messages.ts). */
export const addressesMessages = {
  'address.limit': {
    vi: 'Bạn chỉ có thể lưu tối đa {max} địa chỉ',
    ja: '保存できる住所は最大{max}件です',
    en: 'You can save at most {max} addresses',
  },
} satisfies Catalogue

type AddressesMessages = typeof addressesMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends AddressesMessages {}
}
