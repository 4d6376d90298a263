import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The accounts' own messages (the shared ones are in platform/i18n/messages.ts). */
export const accountsMessages = {
  'validation.avatar': {
    vi: 'Ảnh đại diện chỉ được lấy từ Kaimono hoặc từ tài khoản đăng nhập (Google, SSO)',
    ja: 'プロフィール画像はKaimonoまたはログインに使うアカウント（Google、SSO）のものだけ使えます',
    en: 'A profile picture can only come from Kaimono or from the account you sign in with (Google, SSO)',
  },
} satisfies Catalogue

type AccountsMessages = typeof accountsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends AccountsMessages {}
}
