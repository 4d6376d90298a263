import type { Catalogue } from '../../platform/i18n/messages.ts'

/** The accounts' own messages (the shared ones are in platform/i18n/messages.ts). */
export const accountsMessages = {
  'validation.avatar': {
    vi: 'Ảnh đại diện chỉ được lấy từ Kaimono hoặc từ tài khoản đăng nhập (Google, SSO)',
    ja: 'プロフィール画像はKaimonoまたはログインに使うアカウント（Google、SSO）のものだけ使えます',
    en: 'A profile picture can only come from Kaimono or from the account you sign in with (Google, SSO)',
  },
  // Issue 22: the customer's own account changes (/customer/user-info).
  'validation.passwordTooShort': {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
    ja: 'パスワードは8文字以上にしてください',
    en: 'The password must be at least 8 characters long',
  },
  'account.wrongPassword': {
    vi: 'Mật khẩu hiện tại không đúng',
    ja: '現在のパスワードが正しくありません',
    en: 'The current password is not correct',
  },
  'account.noPassword': {
    vi: 'Tài khoản này đăng nhập bằng Google hoặc Apple nên không có mật khẩu để đổi',
    ja: 'このアカウントはGoogleまたはAppleでログインするため、変更できるパスワードがありません',
    en: 'This account signs in with Google or Apple, so it has no password to change',
  },
  'account.sameEmail': {
    vi: 'Đây đã là email của tài khoản',
    ja: 'これはすでにアカウントのメールアドレスです',
    en: 'This is already the email address of your account',
  },
  'account.signInAgain': {
    vi: 'Để xác nhận đây là bạn, hãy đăng xuất rồi đăng nhập lại và thực hiện trong vòng 10 phút',
    ja: 'ご本人確認のため、いったんログアウトしてから再度ログインし、10分以内に操作してください',
    en: 'To confirm it is you, sign out, sign in again and do this within 10 minutes',
  },
} satisfies Catalogue

type AccountsMessages = typeof accountsMessages

declare module '../../platform/i18n/messages.ts' {
  interface ModuleMessages extends AccountsMessages {}
}
