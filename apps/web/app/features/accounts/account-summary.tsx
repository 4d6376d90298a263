import type { UserInfo } from '@kaimono/contracts'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { Panel } from '#app/components/ui/panel.tsx'

/** §2 User info: name, email, phone and the invitation code with a copy button. */
export function AccountSummary({ user, code }: { user: UserInfo; code: string }) {
  const { t } = useTranslation()
  const rows = [
    ['account.name', user.name],
    ['account.email', user.email],
    ['account.phone', user.tel ?? t('account.notProvided')],
  ] as const
  return (
    <Panel as="section" aria-label={t('routes.customer-user-info')} className="p-6">
      <dl className="divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-stone-500">{t(label)}</dt>
            <dd className="text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm text-stone-500">{t('account.invitationCode')}</dt>
          <dd className="flex items-center gap-3">
            <span className="font-mono text-lg font-semibold tracking-widest text-brand-700">
              {code}
            </span>
            <CopyButton value={code} label={t('account.copyCode')} />
          </dd>
        </div>
      </dl>
    </Panel>
  )
}
