import type { Lang } from '@kaimono/contracts'
import { escapeHtml } from '../../platform/mail/pages.ts'

type Mail = { subject: string; text: string; html: string }

const COPY = {
  verify: {
    vi: {
      subject: 'Xác nhận email của bạn tại {brand}',
      intro: 'Chào {name}, cảm ơn bạn đã đăng ký tài khoản {brand}.',
      action: 'Xác nhận email',
      outro: 'Liên kết có hiệu lực trong 1 giờ. Nếu bạn không đăng ký, hãy bỏ qua email này.',
    },
    ja: {
      subject: '{brand} メールアドレスの確認',
      intro: '{name} 様、{brand} にご登録いただきありがとうございます。',
      action: 'メールアドレスを確認する',
      outro:
        'このリンクの有効期限は1時間です。お心当たりのない場合は、このメールを破棄してください。',
    },
    en: {
      subject: 'Confirm your email for {brand}',
      intro: 'Hello {name}, thank you for creating a {brand} account.',
      action: 'Confirm my email',
      outro: 'The link is valid for 1 hour. If you did not sign up, ignore this email.',
    },
  },
  reset: {
    vi: {
      subject: 'Đặt lại mật khẩu {brand}',
      intro: 'Chào {name}, chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
      action: 'Đặt lại mật khẩu',
      outro:
        'Liên kết chỉ dùng được một lần và có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
    },
    ja: {
      subject: '{brand} パスワードの再設定',
      intro: '{name} 様、アカウントのパスワード再設定のリクエストを受け付けました。',
      action: 'パスワードを再設定する',
      outro:
        'このリンクは1回のみ、1時間以内に有効です。お心当たりのない場合は、このメールを破棄してください。',
    },
    en: {
      subject: 'Reset your {brand} password',
      intro: 'Hello {name}, we received a request to reset the password of your account.',
      action: 'Reset my password',
      outro: 'The link works once and for 1 hour. If you did not ask for it, ignore this email.',
    },
  },
  change: {
    vi: {
      subject: 'Xác nhận email mới cho tài khoản {brand}',
      intro: 'Chào {name}, bạn vừa yêu cầu đổi email đăng nhập tài khoản {brand} sang địa chỉ này.',
      action: 'Xác nhận email mới',
      outro:
        'Liên kết có hiệu lực trong 1 giờ; email của tài khoản chỉ thay đổi khi bạn mở liên kết. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
    },
    ja: {
      subject: '{brand} 新しいメールアドレスの確認',
      intro:
        '{name} 様、{brand} アカウントのログイン用メールアドレスをこのアドレスに変更するリクエストを受け付けました。',
      action: '新しいメールアドレスを確認する',
      outro:
        'このリンクの有効期限は1時間です。リンクを開くまでメールアドレスは変更されません。お心当たりのない場合は、このメールを破棄してください。',
    },
    en: {
      subject: 'Confirm the new email of your {brand} account',
      intro:
        'Hello {name}, you asked to change the email address you sign in to {brand} with to this one.',
      action: 'Confirm my new email',
      outro:
        'The link is valid for 1 hour; your email changes only when you open it. If you did not ask for this, ignore this email.',
    },
  },
} satisfies Record<string, Record<Lang, Record<'subject' | 'intro' | 'action' | 'outro', string>>>

/** An account mail (verification, password reset) in the user's language, text and HTML. */
export function accountMail(
  kind: keyof typeof COPY,
  lang: Lang,
  values: { name: string; brand: string; url: string },
): Mail {
  const fill = (text: string) =>
    text.replace(/\{(name|brand)\}/g, (_, key: 'name' | 'brand') => values[key])
  const copy = COPY[kind][lang]
  const [subject, intro, action, outro] = [copy.subject, copy.intro, copy.action, copy.outro].map(
    fill,
  )
  return {
    subject: subject ?? '',
    text: `${intro}\n\n${action}: ${values.url}\n\n${outro}\n\n— ${values.brand}\n`,
    html: `<p>${escapeHtml(intro ?? '')}</p>
<p><a href="${escapeHtml(values.url)}" style="display:inline-block;padding:12px 20px;background:#c8102e;color:#fff;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action ?? '')}</a></p>
<p style="color:#57534e">${escapeHtml(outro ?? '')}</p>
<p>— ${escapeHtml(values.brand)}</p>`,
  }
}

const EXISTING = {
  vi: {
    subject: 'Email của bạn đã có tài khoản {brand}',
    intro:
      'Chào {name}, ai đó (có thể là bạn) vừa đăng ký tài khoản {brand} mới bằng địa chỉ email này. Bạn đã có tài khoản với email này rồi nên chúng tôi không tạo thêm.',
    signIn: 'Đăng nhập',
    reset: 'Quên mật khẩu? Đặt lại mật khẩu',
    outro: 'Nếu không phải bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi gì.',
  },
  ja: {
    subject: '{brand} のアカウントはすでに登録されています',
    intro:
      '{name} 様、このメールアドレスで {brand} の新規登録が行われました（ご本人による操作かもしれません）。このメールアドレスのアカウントはすでにあるため、新しいアカウントは作成していません。',
    signIn: 'ログインする',
    reset: 'パスワードをお忘れの場合は再設定する',
    outro:
      'お心当たりのない場合は、このメールを破棄してください。アカウントには何も変更はありません。',
  },
  en: {
    subject: 'You already have a {brand} account',
    intro:
      'Hello {name}, someone (perhaps you) just tried to create a new {brand} account with this email address. You already have an account with it, so no new one was created.',
    signIn: 'Sign in',
    reset: 'Forgot your password? Reset it',
    outro: 'If this was not you, ignore this email: nothing about your account has changed.',
  },
} satisfies Record<Lang, Record<'subject' | 'intro' | 'signIn' | 'reset' | 'outro', string>>

/**
 * Issue 14: a sign-up with an address that already has an account answers like any sign-up;
 * the owner learns of it here, with the way in (sign in, or reset the password).
 */
export function existingAccountMail(
  lang: Lang,
  values: { name: string; brand: string; signInUrl: string; resetUrl: string },
): Mail {
  const fill = (text: string) =>
    text.replace(/\{(name|brand)\}/g, (_, key: 'name' | 'brand') => values[key])
  const copy = EXISTING[lang]
  const intro = fill(copy.intro)
  const link = (url: string, label: string) =>
    `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
  return {
    subject: fill(copy.subject),
    text: `${intro}\n\n${copy.signIn}: ${values.signInUrl}\n${copy.reset}: ${values.resetUrl}\n\n${copy.outro}\n\n— ${values.brand}\n`,
    html: `<p>${escapeHtml(intro)}</p>
${link(values.signInUrl, copy.signIn)}
${link(values.resetUrl, copy.reset)}
<p style="color:#57534e">${escapeHtml(copy.outro)}</p>
<p>— ${escapeHtml(values.brand)}</p>`,
  }
}
