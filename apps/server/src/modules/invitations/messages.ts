import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The invitations' own messages (the shared ones are in platform/i18n/messages.ts). */
export const invitationsMessages = {
  // §8 quotes this message with its typo; the English text keeps it.
  'invitation.invalid': {
    vi: 'Xin lỗi, mã giới thiệu này không hợp lệ',
    ja: '申し訳ありません、この招待コードは無効です',
    en: 'Sorry, this invate code invalid',
  },
} satisfies Catalogue

type InvitationsMessages = typeof invitationsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends InvitationsMessages {}
}
